import type { Route } from './+types/terms'
import type { I18nHandle } from '~/i18n/areas'
import { LegalPage } from '~/components/legal/legal-page'
import { TERMS_OF_USE } from '~/content/legal/terms.server'
import { langContext } from '~/context.server'
import { rootMeta } from '~/lib/seo'

export const handle: I18nHandle = { i18n: ['legal'] }

export function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext)
  const document = TERMS_OF_USE[lang]
  return { document, lang, meta: { title: document.title, description: document.description } }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/terms' })

export default function TermsOfUse({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} lang={loaderData.lang} pathname="/terms" />
}
