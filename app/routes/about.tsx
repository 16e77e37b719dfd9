import { ArrowRight, BookOpen, HandHeart, Megaphone, Scale } from 'lucide'
import { data, Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/about'
import { ContactDetails } from '~/components/layout/contact-details'
import { Button } from '~/components/ui/button'
import { i18nContext } from '~/context.server'
import { rootMeta } from '~/lib/seo'
import type { TranslationKey } from '~/i18n/keys'
import { RichTextContent } from '~/components/cards/rich-text-content'
import { PageEditSlot } from '~/components/pages/page-edit-slot'
import { loadPage } from './pages/page-view.server'

export const handle: I18nHandle = { i18n: ['about'] }

/** The page's heading, lead and mission are the stored page `about` (pages.server.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  const found = await loadPage(context, 'about')
  // An editor may have taken About back to a draft: visitors then find no page.
  if (!found) throw data(null, { status: 404 })
  const { page, editor } = found
  return {
    page,
    editor,
    meta: {
      title: t('about.metaTitle'),
      description: page.metaDescription ?? t('about.metaDescription'),
    },
  }
}

/** The About page's parts that are not its stored text, as its editor lists them. */
const FIXED_PARTS = [
  'admin.pages.fixedPart.work',
  'admin.pages.fixedPart.facts',
  'admin.pages.fixedPart.contact',
  'admin.pages.fixedPart.next',
] as const satisfies readonly TranslationKey[]

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/about' })

const WORK = [
  { icon: HandHeart, title: 'about.work.support.title', text: 'about.work.support.text' },
  { icon: BookOpen, title: 'about.work.education.title', text: 'about.work.education.text' },
  { icon: Megaphone, title: 'about.work.awareness.title', text: 'about.work.awareness.text' },
  { icon: Scale, title: 'about.work.advocacy.title', text: 'about.work.advocacy.text' },
] as const satisfies readonly { icon: unknown; title: TranslationKey; text: TranslationKey }[]

const FACTS = [
  { value: 'about.facts.oneIn100.value', text: 'about.facts.oneIn100.text' },
  { value: 'about.facts.seventy.value', text: 'about.facts.seventy.text' },
  { value: 'about.facts.anyAge.value', text: 'about.facts.anyAge.text' },
  { value: 'about.facts.fiftyPlus.value', text: 'about.facts.fiftyPlus.text' },
] as const satisfies readonly { value: TranslationKey; text: TranslationKey }[]

/** The About page: its stored text (heading, lead, mission), key facts, contact block. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { page, editor } = loaderData
  return (
    <>
      <PageEditSlot editor={editor} fixedParts={FIXED_PARTS} />
      <section className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">
            {t('about.eyebrow')}
          </p>
          <h1
            lang={page.titleLang}
            className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-primary sm:text-5xl"
          >
            {page.title}
          </h1>
          {page.lead ? (
            <p
              lang={page.leadLang}
              className="mt-6 max-w-3xl text-lg leading-relaxed text-muted-foreground"
            >
              {page.lead}
            </p>
          ) : null}
        </div>
      </section>

      <section
        id="mission"
        aria-label={t('about.mission.title')}
        className="mx-auto grid max-w-5xl scroll-mt-24 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2"
      >
        <RichTextContent
          html={page.content}
          lang={page.contentLang}
          className="text-lg [&>h2:first-child]:mt-0"
        />
        <div>
          <h2 className="sr-only">{t('about.work.title')}</h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {WORK.map(({ icon, title, text }) => (
              <li
                key={title}
                className="rounded-xl border border-border bg-background p-5 shadow-sm"
              >
                <Icon icon={icon} aria-hidden="true" className="size-7 text-primary" />
                <h3 className="mt-3 font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="facts" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
          <h2 id="facts" className="text-3xl font-bold">
            {t('about.facts.title')}
          </h2>
          <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FACTS.map(({ value, text }) => (
              <div key={value} className="flex flex-col rounded-xl bg-white/10 p-5">
                <dt className="order-1 text-3xl font-bold">{t(value)}</dt>
                <dd className="order-2 mt-2 text-sm leading-relaxed text-white/90">{t(text)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section
        id="contact"
        aria-labelledby="contact-title"
        className="mx-auto grid max-w-5xl scroll-mt-24 gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2"
      >
        <div>
          <h2 id="contact-title" className="text-3xl font-bold">
            {t('about.contact.title')}
          </h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">{t('about.contact.text')}</p>
        </div>
        <div className="rounded-xl border border-border bg-muted/60 p-6">
          <ContactDetails />
        </div>
      </section>

      <section aria-labelledby="next" className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="rounded-2xl bg-primary-soft p-8">
          <h2 id="next" className="text-2xl font-bold text-primary">
            {t('about.next.title')}
          </h2>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/understanding-epilepsy">
                {t('about.next.understanding')}
                <Icon icon={ArrowRight} aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/events">{t('about.next.events')}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}
