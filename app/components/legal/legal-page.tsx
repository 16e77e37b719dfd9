import { Link } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { ContactDetails } from '~/components/layout/contact-details'
import { RichTextContent } from '~/components/cards/rich-text-content'
import { PageEditSlot, type PageEditStart } from '~/components/pages/page-edit-slot'
import type {
  LegalPageSection,
  LegalPart,
  ThirdPartyKey,
  ThirdPartyStatus,
} from '~/content/legal/types'
import type { Lang } from '~/i18n/languages'
import type { TranslationKey } from '~/i18n/keys'
import { cn } from '~/lib/cn'
import { formatLongDate } from '~/lib/dates'
import { thirdPartyStatusKey } from '~/components/label-keys'

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

/** What the inline editor lists as filled in by the site, per page (decision 0069). */
const FIXED_PARTS: Record<string, readonly TranslationKey[]> = {
  '/privacy': [
    'admin.pages.fixedPart.statistics',
    'admin.pages.fixedPart.services',
    'admin.pages.fixedPart.contactMarker',
    'admin.pages.fixedPart.legalNav',
  ],
  '/terms': ['admin.pages.fixedPart.contactMarker', 'admin.pages.fixedPart.legalNav'],
  '/accessibility': ['admin.pages.fixedPart.contactMarker', 'admin.pages.fixedPart.legalNav'],
}

type ServiceItem = { key: ThirdPartyKey; name: string; text: string }

/** The stored page's rich-text sections use the legal pages' own spacing and list markers. */
const TEXT_CLASS =
  '[&_p]:my-0 [&>*+*]:mt-4 [&_ul]:my-0 [&_ul]:space-y-2 [&_li]:marker:text-primary [&_li>p]:my-0'

function Part({
  part,
  services,
  status,
  lang,
}: {
  part: LegalPart
  services: ServiceItem[]
  status: Record<ThirdPartyKey, ThirdPartyStatus>
  lang?: Lang
}) {
  const { t } = useTranslation()
  if ('html' in part) return <RichTextContent html={part.html} lang={lang} className={TEXT_CLASS} />
  if (part.generated === 'contact')
    return (
      <div className="rounded-xl border border-border bg-muted/60 p-5">
        <ContactDetails />
      </div>
    )
  return (
    <ul className="grid gap-3 sm:grid-cols-2" lang={lang}>
      {services.map((item) => {
        const state = status[item.key] ?? 'off'
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
}

export interface LegalPageProps {
  page: {
    title: string
    titleLang?: Lang
    lead: string
    leadLang?: Lang
    contentLang?: Lang
    /** The Cyprus day of the page's last change. */
    updated: string
  }
  editor: PageEditStart | undefined
  uiLang: Lang
  sections: LegalPageSection[]
  services: ServiceItem[]
  thirdParties: Record<ThirdPartyKey, ThirdPartyStatus>
  pathname: string
}

/**
 * Privacy policy, terms of use and accessibility statement share this layout: the stored page's
 * sections (app/content/legal/legal-text.server.ts) with a contents list, and the team's "Edit
 * this page".
 */
export function LegalPage({
  page,
  editor,
  uiLang,
  sections,
  services,
  thirdParties,
  pathname,
}: LegalPageProps) {
  const { t } = useTranslation()
  const headed = sections.filter((section) => section.id)
  return (
    <article>
      <PageEditSlot editor={editor} fixedParts={FIXED_PARTS[pathname]} />
      <header className="border-b border-border bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <h1
            lang={page.titleLang}
            className="text-3xl font-bold tracking-tight text-primary sm:text-4xl"
          >
            {page.title}
          </h1>
          {page.lead ? (
            <p lang={page.leadLang} className="mt-4 max-w-3xl text-lg text-muted-foreground">
              {page.lead}
            </p>
          ) : null}
          <p className="mt-4 text-sm text-muted-foreground">
            {t('legal.updated', { date: formatLongDate(page.updated, uiLang) })}
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
            <ol className="mt-3 space-y-2 border-l border-border text-sm" lang={page.contentLang}>
              {headed.map((section) => (
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
          {sections.map((section, index) => {
            const parts = (
              <div className={cn('space-y-4', section.id && 'mt-4')}>
                {section.parts.map((part, at) => (
                  <Part
                    key={at}
                    part={part}
                    services={services}
                    status={thirdParties}
                    lang={page.contentLang}
                  />
                ))}
              </div>
            )
            if (!section.id) return <div key={`intro-${index}`}>{parts}</div>
            return (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2
                  id={`${section.id}-title`}
                  lang={page.contentLang}
                  className="text-2xl font-semibold"
                  // Sanitised on the server before it was stored, as every rich text.
                  dangerouslySetInnerHTML={{ __html: section.titleHtml }}
                />
                {parts}
              </section>
            )
          })}
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
