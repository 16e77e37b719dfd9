import type { Route } from './+types/accessibility'
import type { I18nHandle } from '~/i18n/areas'
import { LegalPage } from '~/components/legal/legal-page'
import { rootMeta } from '~/lib/seo'
import { loadLegalPage } from './legal-view.server'

export const handle: I18nHandle = { i18n: ['legal'] }

/** The stored page `accessibility` (decision 0069), its generated parts filled in here. */
export const loader = ({ context }: Route.LoaderArgs) => loadLegalPage(context, 'accessibility')

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/accessibility' })

export default function AccessibilityStatement({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} pathname="/accessibility" />
}
