import type { Route } from './+types/accessibility'
import type { I18nHandle } from '~/i18n/areas'
import { LegalPage } from '~/components/legal/legal-page'
import { ACCESSIBILITY_STATEMENT } from '~/content/legal/accessibility.server'
import { langContext } from '~/context.server'
import { rootMeta } from '~/lib/seo'

export const handle: I18nHandle = { i18n: ['legal'] }

export function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext)
  const document = ACCESSIBILITY_STATEMENT[lang]
  return { document, lang, meta: { title: document.title, description: document.description } }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/accessibility' })

export default function AccessibilityStatement({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage document={loaderData.document} lang={loaderData.lang} pathname="/accessibility" />
  )
}
