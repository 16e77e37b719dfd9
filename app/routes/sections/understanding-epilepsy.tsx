/** The frame of /understanding-epilepsy: the shared section layout, for this section. */
import type { I18nHandle } from '~/i18n/areas'
import { SectionLayout } from './section-layout'
import { sectionMiddleware } from './section-context.server'

export const handle: I18nHandle = { i18n: ['sections', 'wiki'] }

export const middleware = [sectionMiddleware('understanding')]

export default function Section() {
  return <SectionLayout section="understanding" />
}
