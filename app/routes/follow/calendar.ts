/**
 * GET /events.ics (upcoming events) and /events/{slug}.ics (one event, "Add to calendar"; its id
 * or an older slug works too), in English or, with ?lang=el, in Greek.
 */
import type { Route } from './+types/calendar'
import { servicesContext } from '~/context.server'
import { calendarEventByRef, upcomingCalendarEvents } from '~/domain/feeds.server'
import { createI18n } from '~/i18n/i18n'
import { eventsCalendar } from '~/lib/event-calendar'
import { eventCalendarPath, eventsCalendarPath } from '~/lib/feed-urls'
import { FOLLOW_CACHE_CONTROL } from '~/lib/follow-headers'
import { langOfAddress } from '~/lib/follow-lang'
import { siteOrigin } from '~/lib/site-origin.server'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config, database } = context.get(servicesContext)
  const lang = langOfAddress(request)
  const { t } = await createI18n(lang)
  const origin = siteOrigin(config, request)
  const host = new URL(origin).hostname
  const id = (params as { id?: string }).id
  const headers: Record<string, string> = {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Language': lang,
    'Cache-Control': FOLLOW_CACHE_CONTROL,
  }
  if (id === undefined) {
    const events = await upcomingCalendarEvents(database.db, lang, origin, t)
    const body = eventsCalendar({
      name: t('events.calendar.name'),
      description: t('events.calendar.description'),
      host,
      url: new URL(eventsCalendarPath(lang), origin).toString(),
      costLabel: t('events.fields.cost'),
      events,
    })
    return new Response(body, { headers })
  }
  const found = await calendarEventByRef(database.db, id, lang, origin, t)
  if (!found) {
    return new Response(t('events.notFound.text'), {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const body = eventsCalendar({
    name: found.event.title,
    host,
    url: new URL(eventCalendarPath(found.slug, lang), origin).toString(),
    costLabel: t('events.fields.cost'),
    events: [found.event],
  })
  return new Response(body, {
    headers: { ...headers, 'Content-Disposition': `attachment; filename="${found.slug}.ics"` },
  })
}
