/**
 * /admin/preview/:kind (events, news, stories, wiki): an item's form content, posted by the form's
 * Preview button, shown with the visitors' page components before it is saved. Admins only;
 * nothing is stored (the input is checked by the kind's schema and rendered), the answer is not
 * cached and not indexed, and a banner says it is a preview.
 */
import { Eye } from 'lucide'
import type { ReactNode } from 'react'
import { data } from 'react-router'

import type { Route } from './+types/preview'
import { ArticleDetail } from '~/components/cards/article-detail'
import { EventDetail } from '~/components/cards/event-detail'
import { LikeSessionProvider } from '~/components/cards/like-session'
import { Icon } from '~/components/ui/icon'
import { useRootData } from '~/components/use-root-data'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import type { NewsRow, StoryRow, EventRow } from '~/db/schema'
import { isContentKind, KIND_INFO, type ContentKind } from '~/domain/content-kinds'
import { previewContent } from '~/domain/content.server'
import { contentRefusal } from '~/http/content-permissions.server'
import { readFormData } from '~/http/form-body.server'
import { requirePermission } from '~/http/guards.server'
import type { I18nHandle } from '~/i18n/areas'
import { useTranslation } from '~/i18n/use-translation'
import { formValues } from '~/lib/form-input'
import { rootMeta } from '~/lib/seo'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { imageTextsFor } from '~/domain/image-texts.server'
import { keyFromData } from '~/i18n/keys'
import { articleCategoryKey, kindStringKey, translatedOr } from '~/domain/label-keys'
import { eventView } from '../events/event-view.server'
import { articleImageUrls, articleView } from '../content/article-page.server'
import { previewArticle } from '../wiki/wiki-preview.server'
import { ArticleDisplay, Breadcrumb } from '~/components/wiki/article-view'
import type { ArticleView } from '~/domain/wiki-types'
import { wikiCategoryUrl } from '~/lib/wiki-urls'

export const handle: I18nHandle = {
  i18n: ['auth', 'events', 'news', 'sections', 'stories', 'wiki'],
}

/** Never kept by a browser or a shared cache: it shows unsaved work. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

/** What can be previewed: the dated kinds and wiki articles. */
type PreviewKind = ContentKind | 'wiki'

function kindOf(params: { kind?: string }, context: Route.LoaderArgs['context']): PreviewKind {
  if (params.kind !== 'wiki' && !isContentKind(params.kind))
    throw data({ message: context.get(i18nContext).t('admin.preview.empty') }, { status: 404 })
  return params.kind
}

/** The form's own messages, as it shows them beside its fields: a 400 answer. */
function invalid(context: Route.ActionArgs['context'], fields: Record<string, string>) {
  const { t } = context.get(i18nContext)
  const problems: string[] = [...new Set(Object.values(fields).map((key) => t(keyFromData(key))))]
  return data({ ok: false as const, message: t('admin.preview.invalid'), problems }, 400)
}

export function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, 'write-draft', 'page', kindOf(params, context))
  return { meta: { title: context.get(i18nContext).t('admin.preview.title') } }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const kind = kindOf(params, context)
  // Refused before the body is read, as every admin action is.
  const refusal = contentRefusal(context, kind, 'create')
  if (refusal) return data({ ok: false as const, message: refusal.message }, refusal.status)
  const lang = context.get(langContext)
  const form = await readFormData(request, context)
  const { base_revision: _base, seen_revision: _seen, ...values } = formValues(form)
  const services = context.get(servicesContext)
  if (!isContentKind(kind)) {
    const wiki = await previewArticle(services, values, lang)
    if (!wiki.ok) return invalid(context, wiki.fields)
    return { ok: true as const, view: 'wiki' as const, kind, article: wiki.article }
  }
  const result = previewContent(kind, values)
  if (!result.ok) return invalid(context, result.fields)
  // What happens on its date is shown as an event; the rest as an article.
  if (KIND_INFO[kind].happensOnItsDate) {
    const row = result.row as EventRow
    const texts = await imageTextsFor(services, [row.imageUrl])
    return {
      ok: true as const,
      view: 'event' as const,
      kind,
      event: eventView(row, lang, true, texts),
    }
  }
  const row = result.row as NewsRow | StoryRow
  const texts = await imageTextsFor(services, articleImageUrls(row))
  const article = {
    kind: kind as Exclude<ContentKind, 'events'>,
    item: articleView(row, lang, texts),
  }
  return { ok: true as const, view: 'article' as const, ...article }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: `/admin/preview/${params.kind}` }),
  { name: 'robots', content: 'noindex' },
]

function PreviewBanner({ text }: { text: string }) {
  return (
    <p
      role="status"
      data-preview-banner=""
      className="mx-auto mt-6 flex max-w-3xl items-center gap-2 rounded-lg border-2 border-primary bg-primary-soft px-4 py-3 text-sm font-semibold text-primary"
    >
      <Icon icon={Eye} aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  )
}

export default function Preview({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  if (!actionData || !actionData.ok) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-primary">{t('admin.preview.title')}</h1>
        <p className="mt-4">{actionData?.message ?? t('admin.preview.empty')}</p>
        {actionData && 'problems' in actionData ? (
          <ul className="mt-3 list-disc pl-6">
            {(actionData.problems as string[]).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    )
  }
  const banner = <PreviewBanner text={t('admin.preview.banner')} />
  if (actionData.view === 'wiki')
    return <WikiPreview banner={banner} article={actionData.article} />
  if (actionData.view === 'event')
    return (
      <LikeSessionProvider>
        {banner}
        <EventDetail event={{ ...actionData.event, editorial: undefined }} preview />
      </LikeSessionProvider>
    )
  const kind = actionData.kind
  return (
    // The visitors' page components, like buttons included, as the content pages wrap them.
    <LikeSessionProvider>
      {banner}
      <ArticleDetail
        item={{ ...actionData.item, editorial: undefined }}
        kind={KIND_INFO[kind].likeKind}
        lang={lang}
        categoryLabel={translatedOr(
          t,
          articleCategoryKey(kind, actionData.item.category),
          actionData.item.category,
        )}
        backTo={KIND_INFO[kind].listPath}
        backLabel={t(kindStringKey(kind, 'back'))}
      />
    </LikeSessionProvider>
  )
}

/** An article as its page shows it: the breadcrumb to its category, then the article. */
function WikiPreview({ banner, article }: { banner: ReactNode; article: ArticleView }) {
  const { t } = useTranslation()
  return (
    <>
      {banner}
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Breadcrumb
          items={[
            { label: t('wiki.article.wiki'), href: '/wiki' },
            {
              label: article.categoryName,
              href: wikiCategoryUrl(article.categorySlug),
              lang: article.categoryNameUntranslated ? 'en' : undefined,
            },
            {
              label: article.title,
              lang: article.untranslated.includes('title') ? 'en' : undefined,
            },
          ]}
        />
        <div className="mt-6">
          {/* As visitors will see it: published, without the admins' history link. */}
          <ArticleDisplay article={{ ...article, status: 'published' }} preview />
        </div>
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
