import type { Route } from './+types/privacy'
import type { I18nHandle } from '~/i18n/areas'
import { LegalPage } from '~/components/legal/legal-page'
import { PRIVACY_POLICY } from '~/content/legal/privacy.server'
import { thirdPartyStatus } from '~/content/legal/third-party-status.server'
import { langContext, servicesContext } from '~/context.server'
import { rootMeta } from '~/lib/seo'

export const handle: I18nHandle = { i18n: ['legal'] }

export function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext)
  const { config } = context.get(servicesContext)
  // The statistics section describes counting that ANALYTICS=off switches off.
  const policy = PRIVACY_POLICY[lang]
  const document = config.ANALYTICS
    ? policy
    : { ...policy, sections: policy.sections.filter((section) => section.id !== 'statistics') }
  return {
    document,
    lang,
    // The policy says which optional services this installation really uses.
    thirdParties: thirdPartyStatus(config),
    meta: { title: document.title, description: document.description },
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/privacy' })

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      document={loaderData.document}
      lang={loaderData.lang}
      pathname="/privacy"
      thirdParties={loaderData.thirdParties}
    />
  )
}
