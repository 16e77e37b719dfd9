import { shownTag, type ShownTag } from '~/lib/tag-labels'
import { useRootData } from './use-root-data'

/** An item's tags as the reader sees them: Greek labels on Greek pages (app/lib/tag-labels.ts). */
export function useShownTags(tags: readonly string[]): ShownTag[] {
  const { lang, tagLabels } = useRootData()
  return tags.map((name) => shownTag(name, lang, tagLabels))
}
