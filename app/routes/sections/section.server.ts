/** Which education section a request is for, from its path (the same modules serve both). */
import { SECTION_PAGE, sectionOfPath, type SectionKey } from '~/lib/wiki-urls'

export function sectionOfRequest(request: Request): { section: SectionKey; page: number } {
  const section = sectionOfPath(new URL(request.url).pathname)
  return { section, page: SECTION_PAGE[section] }
}
