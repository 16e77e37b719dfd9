/**
 * The frame of the pages a reader reaches by the links in our mails (confirm, unsubscribe,
 * preferences): one heading and the page's text, not indexed, kept by no cache. The links hold
 * the reader's secret, so the pages are theirs alone.
 */
import { useId } from 'react'
import type { Location } from 'react-router'

import { rootMeta } from '~/lib/seo'

/** Headers of a reader's page: it holds their secret, no cache keeps it. */
export const readerPageHeaders = () => ({ 'Cache-Control': 'private, no-store' })

/** Meta of a reader's page: its title and description, and no place in search engines. */
export function readerPageMeta({
  loaderData,
  matches,
  location,
}: {
  loaderData?: { meta?: { title: string; description: string } }
  matches: Parameters<typeof rootMeta>[0]
  location: Location
}) {
  return [
    ...rootMeta(matches, { ...loaderData?.meta, pathname: location.pathname }),
    { name: 'robots', content: 'noindex' },
  ]
}

export function ReaderPage({ heading, children }: { heading: string; children: React.ReactNode }) {
  const headingId = useId()
  return (
    <section className="mx-auto max-w-xl px-4 py-14 sm:px-6" aria-labelledby={headingId}>
      <h1 id={headingId} className="text-3xl font-bold text-primary">
        {heading}
      </h1>
      <div className="mt-6 text-lg">{children}</div>
    </section>
  )
}
