import { data } from 'react-router'

import type { Route } from './+types/detail'
import { EventDetail } from '~/components/cards/event-detail'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { socialImageFor } from '~/http/social-image.server'
import { deleteFromPage } from '~/http/content-page-actions.server'
import { findReaderRow } from '~/domain/content.server'
import { itemPath } from '~/domain/content-kinds'
import { sectionsAsText } from '~/domain/content-sections'
import { imageTextsFor } from '~/domain/image-texts.server'
import { rootMeta } from '~/lib/seo'
import { eventData } from '~/lib/structured-data'
import { truncate } from '~/lib/truncate'
import { metaDescriptionOf } from '~/lib/meta-description'
import { eventView } from './event-view.server'
import { redirectToSlug } from '../content/article-page.server'
import type { I18nHandle } from '~/i18n/areas'

export const handle: I18nHandle = { i18n: ['events'] }

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { db } = services.database
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const viewer = viewerOf(context)
  const found = await findReaderRow(db, 'events', viewer, params.id)
  if (found && !found.current) redirectToSlug('events', found.row.slug, request)
  const row = found?.row
  if (!row) {
    return data(
      {
        event: null,
        meta: { title: t('events.notFound.title'), description: t('events.notFound.text') },
      },
      { status: 404 },
    )
  }
  const texts = await imageTextsFor(services, [row.imageUrl])
  const event = eventView(row, lang, viewer.isAdmin, texts)
  const structuredData = [
    eventData({
      title: event.title,
      description: sectionsAsText('events', event.sections, t),
      date: event.date,
      time: event.time,
      endTime: event.endTime,
      location: event.location,
      cost: event.cost,
      imageUrl: event.imageUrl,
      imageAlt: event.imageAlt,
      path: itemPath('events', event.slug),
      lang,
    }),
  ]
  const image = await socialImageFor(context, {
    kind: 'event',
    title: event.title,
    imageUrl: event.imageUrl,
    imageAlt: event.imageAlt,
  })
  return {
    event,
    meta: {
      title: event.title,
      description: truncate(metaDescriptionOf(row, lang, event.description), 160),
      image,
      structuredData,
    },
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return deleteFromPage(context, 'events', params.id, request)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  rootMeta(matches, {
    ...loaderData?.meta,
    pathname: itemPath('events', loaderData?.event?.slug ?? params.id),
  })

export default function EventPage({ loaderData }: Route.ComponentProps) {
  return <EventDetail event={loaderData.event} />
}
