/** An event (stored, or previewed unsaved) as its page shows it to a reader. */
import type { EventRow } from '~/db/schema'
import { bilingualKeys } from '~/domain/content-fields'
import { itemSections } from '~/domain/content-sections'
import { altOfUrl, type ImageTexts } from '~/domain/image-text-rules'
import type { Lang } from '~/i18n/languages'
import { todayInCyprus } from '~/lib/dates'
import { eventUntranslated } from '~/lib/event-cost'
import { isPastEvent } from '~/lib/event-timing'
import { editorialState } from '~/lib/editorial-state'
import { localizeForReader } from '~/lib/localized'

/** `texts`: the text alternatives of its image (imageTextsFor). */
export function eventView(row: EventRow, lang: Lang, isAdmin: boolean, texts: ImageTexts) {
  const e = localizeForReader(row, lang, bilingualKeys('events', row))
  // Only what the page shows; the contact number is in the row for admins only.
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    description: e.description,
    date: e.date,
    time: e.time,
    endTime: e.endTime ?? null,
    location: e.location,
    category: e.category,
    cost: e.cost,
    capacity: e.capacity,
    registrationLink: e.registrationLink,
    featured: e.featured,
    tags: e.tags,
    imageUrl: e.imageUrl,
    imageAlt: altOfUrl(texts, e.imageUrl, lang),
    likesCount: e.likesCount,
    untranslated: eventUntranslated(e.untranslated, e.cost),
    greekOnly: e.greekOnly,
    past: isPastEvent(e.date, todayInCyprus()),
    editorial: editorialState(row),
    /** The declared section fields with text, each under its heading (description first). */
    sections: itemSections('events', e),
    ...(isAdmin ? { contactNumber: e.contactNumber ?? null } : {}),
  }
}
