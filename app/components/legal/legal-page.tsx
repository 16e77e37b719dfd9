import { Link } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { ContactDetails } from '~/components/layout/contact-details'
import type {
  LegalBlock,
  LegalDocument,
  ThirdPartyKey,
  ThirdPartyStatus,
} from '~/content/legal/types'
import type { Lang } from '~/i18n/languages'
import { cn } from '~/lib/cn'
import { formatLongDate } from '~/lib/dates'
import { thirdPartyStatusKey } from '~/components/label-keys'

/** The date the legal texts were last changed (shown on the pages). */
export const LEGAL_UPDATED = '2026-11-22'

const RELATED = [
  { to: '/privacy', label: 'common.footer.privacy' },
  { to: '/terms', label: 'common.footer.terms' },
  { to: '/accessibility', label: 'common.footer.accessibility' },
] as const

const STATUS_CLASS: Record<ThirdPartyStatus, string> = {
  on: 'bg-accent/10 text-accent',
  off: 'bg-muted text-muted-foreground',
  video: 'bg-primary-soft text-primary',
}

function Block({
  block,
  status,
}: {
  block: LegalBlock
  status?: Record<ThirdPartyKey, ThirdPartyStatus>
}) {
  const { t } = useTranslation()
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-primary">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'third-parties':
      return (
        <ul className="grid gap-3 sm:grid-cols-2">
          {block.items.map((item) => {
            const state = status?.[item.key] ?? 'off'
            return (
              <li key={item.key} className="rounded-xl border border-border bg-background p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{item.name}</h3>
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      STATUS_CLASS[state],
                    )}
                  >
                    {t(thirdPartyStatusKey(state))}
                  </span>
                </div>
                <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
              </li>
            )
          })}
        </ul>
      )
    case 'contact':
      return (
        <div className="rounded-xl border border-border bg-muted/60 p-5">
          <ContactDetails />
        </div>
      )
  }
}

/** Privacy policy, terms of use and accessibility statement share this layout. */
export function LegalPage({
  document,
  lang,
  pathname,
  thirdParties,
}: {
  document: LegalDocument
  lang: Lang
  pathname: string
  thirdParties?: Record<ThirdPartyKey, ThirdPartyStatus>
}) {
  const { t } = useTranslation()
  return (
    <article>
      <header className="border-b border-border bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
            {document.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{document.lead}</p>
          <p className="mt-4 text-sm text-muted-foreground">
            {t('legal.updated', { date: formatLongDate(LEGAL_UPDATED, lang) })}
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav aria-labelledby="legal-toc">
            <h2
              id="legal-toc"
              className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
            >
              {t('legal.onThisPage')}
            </h2>
            <ol className="mt-3 space-y-2 border-l border-border text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-foreground hover:border-primary hover:text-primary"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
        <div className="min-w-0 space-y-10 leading-relaxed">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} status={thirdParties} />
                ))}
              </div>
            </section>
          ))}
          <nav aria-labelledby="legal-related" className="border-t border-border pt-6">
            <h2
              id="legal-related"
              className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
            >
              {t('legal.related')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {RELATED.filter((link) => link.to !== pathname).map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </article>
  )
}
