/**
 * /admin/deleted: items deleted in the last 30 days, newest first, each with the way back:
 * restoring puts the item back under its old address, as it was, with its whole history. Pages
 * come back for admins only, and only to their own address (decision 0075).
 */
import { RotateCcw } from 'lucide'
import { data, Form, Link, redirect, useNavigation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/deleted'
import { Button } from '~/components/ui/button'
import { i18nContext, servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import { listRecentlyDeleted, restoreDeleted } from '~/domain/content.server'
import { restoreDeletedArticle, restoreDeletedCategory } from '~/domain/wiki.server'
import { CATEGORY_KIND } from '~/domain/editorial.server'
import { restoreDeletedPage } from '~/domain/pages.server'
import { can } from '~/domain/permissions'
import { pageRestoreRefusal } from '~/http/page-restore.server'
import { categoryHomeUrl } from '~/lib/wiki-urls'
import { isContentKind, itemPath } from '~/domain/content-kinds'
import { actorOf, contentRefusal } from '~/http/content-permissions.server'
import { readFormData } from '~/http/form-body.server'
import { formatCyprusDateTime } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { auditKindKey } from '~/domain/audit-label-keys'
import { translatedOr } from '~/domain/label-keys'

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context, 'page')
  const { db } = context.get(servicesContext).database
  const items = await listRecentlyDeleted(db)
  return {
    items: items.map((item) => ({ ...item, deletedAt: item.deletedAt.toISOString() })),
    meta: { title: context.get(i18nContext).t('admin.editorial.deleted.title') },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  // Somebody who may restore nothing is refused before the body is read.
  const anyRefusal = contentRefusal(context, 'wiki', 'restore')
  if (anyRefusal)
    return data({ ok: false as const, message: anyRefusal.message }, { status: anyRefusal.status })
  const form = await readFormData(request, context)
  const kind = form.get('kind')
  const id = String(form.get('id') ?? '')
  const { t } = context.get(i18nContext)
  if (kind !== 'wiki' && kind !== 'pages' && kind !== CATEGORY_KIND && !isContentKind(kind))
    return data({ ok: false as const, message: t('admin.api.invalid') }, { status: 400 })
  const refusal = contentRefusal(context, kind === CATEGORY_KIND ? 'wiki' : kind, 'restore')
  if (refusal)
    return data({ ok: false as const, message: refusal.message }, { status: refusal.status })
  const services = context.get(servicesContext)
  const { db } = services.database
  if (kind === 'pages') {
    // Only admins bring a page back (as only they add and delete pages): the domain checks it.
    const restored = await restoreDeletedPage(db, id, actorOf(context))
    if (!restored.ok) {
      const { status, message } = pageRestoreRefusal(context, restored)
      return data({ ok: false as const, message }, { status })
    }
    // Its history says it is back and links to it at its address.
    throw redirect(`/admin/history/pages/${id}?restored=1`)
  }
  if (kind === CATEGORY_KIND) {
    const restored = await restoreDeletedCategory(db, id, actorOf(context))
    if (!restored.ok) {
      const message =
        restored.reason === 'slug_taken'
          ? t('admin.editorial.deleted.categorySlugTaken', { slug: restored.slug })
          : t('admin.api.revisionNotFound')
      return data(
        { ok: false as const, message },
        { status: restored.reason === 'slug_taken' ? 409 : 404 },
      )
    }
    services.publication?.poke()
    // The category's page shows it back with its articles, in their order.
    throw redirect(categoryHomeUrl(restored.category.page, restored.category.slug))
  }
  const result = isContentKind(kind)
    ? await restoreDeleted(db, kind, id, actorOf(context))
    : await restoreDeletedArticle(db, id, actorOf(context))
  if (!result.ok) {
    const message =
      result.reason === 'not_found'
        ? t('admin.api.revisionNotFound')
        : t('admin.api.restoreInvalid')
    return data(
      { ok: false as const, message },
      { status: result.reason === 'not_found' ? 404 : 400 },
    )
  }
  services.publication?.poke()
  // An article's address depends on its category: its history page says where it is back.
  throw redirect(
    isContentKind(kind)
      ? `${itemPath(kind, id)}?notice=restored`
      : `/admin/history/wiki/${id}?restored=1`,
  )
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/deleted' }),
  { name: 'robots', content: 'noindex' },
]

export default function RecentlyDeleted({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, auth } = useRootData()
  const navigation = useNavigation()
  // Bringing a page back is an admin's (its address is the site's); editors see it listed.
  const mayRestore = (kind: string) => kind !== 'pages' || can(auth, 'settings')
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.editorial.deleted.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('admin.editorial.deleted.intro')}</p>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger p-3 text-sm text-danger">
          {actionData.message}
        </p>
      ) : null}
      {loaderData.items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          {t('admin.editorial.deleted.empty')}
        </p>
      ) : (
        <ul className="mt-8 grid gap-3" data-deleted-items="">
          {loaderData.items.map((item) => (
            <li
              key={`${item.kind}-${item.itemId}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{item.title}</p>
                <p className="text-sm text-muted-foreground">
                  {translatedOr(t, auditKindKey(item.kind), item.kind)} ·{' '}
                  {t('admin.editorial.deleted.deletedAt', {
                    time: formatCyprusDateTime(item.deletedAt, lang),
                  })}
                  {item.deletedBy
                    ? ` · ${t('admin.editorial.history.by', { who: item.deletedBy })}`
                    : ''}
                </p>
                {item.articleCount !== undefined ? (
                  <p className="text-sm">
                    {t('admin.editorial.deleted.withArticles', { count: item.articleCount })}
                  </p>
                ) : (
                  // A category has no history page of its own; its articles' histories keep them.
                  <Link
                    to={`/admin/history/${item.kind}/${item.itemId}`}
                    className="text-sm text-primary underline underline-offset-4"
                  >
                    {t('admin.editorial.historyLink')}
                  </Link>
                )}
              </div>
              {mayRestore(item.kind) ? (
                <Form method="post">
                  <input type="hidden" name="kind" value={item.kind} />
                  <input type="hidden" name="id" value={item.itemId} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={navigation.state === 'submitting'}
                    aria-label={`${t('admin.editorial.deleted.restore')}: ${item.title}`}
                  >
                    <Icon icon={RotateCcw} aria-hidden="true" />
                    {t('admin.editorial.deleted.restore')}
                  </Button>
                </Form>
              ) : (
                <p className="text-sm text-muted-foreground">{t('admin.pages.restoreAdminOnly')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
