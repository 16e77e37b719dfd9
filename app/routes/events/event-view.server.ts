/** An event (stored, or previewed unsaved) as its page shows it to a reader. */
import type { EventRow } from '~/db/schema'
import type { Lang } from '~/i18n/languages'
import { todayInCyprus } from '~/lib/dates'
import { eventUntranslated } from '~/lib/event-cost'
import { isPastEvent } from '~/lib/event-timing'
import { editorialState } from '~/lib/editorial-state'
import { localizeForReader } from '~/lib/localized'

export function eventView(row: EventRow, lang: Lang, isAdmin: boolean) {
  const e = localizeForReader(row, lang, ['title', 'description', 'location', 'cost'] as const)
  // Only what the page shows; the contact number is in the row for admins only.
  return {
    id: e.id,
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
    likesCount: e.likesCount,
    untranslated: eventUntranslated(e.untranslated, e.cost),
    greekOnly: e.greekOnly,
    past: isPastEvent(e.date, todayInCyprus()),
    editorial: editorialState(row),
    ...(isAdmin ? { contactNumber: e.contactNumber ?? null } : {}),
  }
}
