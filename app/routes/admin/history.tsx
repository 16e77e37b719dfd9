/**
 * /admin/history/:kind/:id: every saved version of an item, newest first; the differences
 * between any two (both languages, rich text with its formatting marked); and restoring one,
 * which saves it as a new version. Also reached for a deleted item, which restoring brings back.
 */
import { ArrowLeft, RotateCcw } from 'lucide'
import { data, Form, Link, redirect, useNavigation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/history'
import { Button } from '~/components/ui/button'
import { FieldDiffs } from '~/components/editorial/field-diffs'
import { selectClass } from '~/components/forms/field'
import { i18nContext, servicesContext } from '~/context.server'
import { requirePermission } from '~/http/guards.server'
import { restoreContentRevision } from '~/domain/content.server'
import { inputFieldNames, richFields } from '~/domain/content-fields'
import { isContentKind, itemPath } from '~/domain/content-kinds'
import { fieldLabel, type HistoryKind } from '~/domain/field-labels'
import { actorOf, contentRefusal } from '~/http/content-permissions.server'
import { readFormData } from '~/http/form-body.server'
import { getRow } from '~/domain/content-store.server'
import { getArticleById, restoreArticleRevision } from '~/domain/wiki.server'
import { findPage, pagePath, restorePageRevision } from '~/domain/pages.server'
import { pageRestoreRefusal } from '~/http/page-restore.server'
import { isUuid } from '~/lib/uuid'
import type { Db } from '~/db/client.server'
import { listRevisions } from '~/domain/editorial.server'
import type { FieldDiff } from '~/domain/revision-diff'
import { formatCyprusDateTime } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { historyActionKey } from '~/domain/audit-label-keys'
import { translatedOr } from '~/domain/label-keys'

export const handle: I18nHandle = { i18n: ['auth', 'events', 'news', 'stories', 'wiki'] }

/** The kinds this page shows: the dated kinds, wiki articles and pages of text. */
type ShownKind = HistoryKind

function kindOf(value: string | undefined): ShownKind {
  if (value !== 'wiki' && value !== 'pages' && !isContentKind(value))
    throw data(null, { status: 404 })
  return value
}

/** The fields a kind's revisions keep (its declared fields), and which of them are rich text. */
function fieldsOf(kind: HistoryKind) {
  return { fields: inputFieldNames(kind), html: richFields(kind) }
}

/** The stored item's title, and where its page is (for the link back); undefined: none stored. */
async function storedItem(db: Db, kind: ShownKind, id: string) {
  if (kind === 'pages') {
    const page = isUuid(id) ? await findPage(db, id) : undefined
    return page ? { title: page.title, path: pagePath(page.slug) } : undefined
  }
  if (kind !== 'wiki') {
    const row = await getRow(db, kind, id)
    return row ? { title: row.title, path: itemPath(kind, id) } : undefined
  }
  const article = await storedTitle(db, kind, id)
  return article === undefined ? undefined : { title: article, path: '/wiki' }
}

async function storedTitle(db: Db, kind: 'wiki', id: string) {
  return (await getArticleById(db, { isAdmin: true }, id))?.article.title
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requirePermission(context, 'history', 'page')
  const kind = kindOf(params.kind)
  const { db } = context.get(servicesContext).database
  const { t } = context.get(i18nContext)
  const [stored, revisions] = await Promise.all([
    storedItem(db, kind, params.id),
    listRevisions(db, kind, params.id),
  ])
  if (stored === undefined && revisions.length === 0) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const ids = revisions.map((revision) => revision.id)
  const pick = (name: string, fallback: number | undefined) => {
    const value = Number(url.searchParams.get(name))
    return ids.includes(value) ? value : fallback
  }
  const to = pick('to', ids[0])
  const from = pick(
    'from',
    ids.find((id) => to !== undefined && id < to),
  )
  const older = revisions.find((revision) => revision.id === from)
  const newer = revisions.find((revision) => revision.id === to)
  let diffs: FieldDiff[] = []
  if (older && newer) {
    // Older first, whichever way round they were chosen.
    const [a, b] = older.id < newer.id ? [older, newer] : [newer, older]
    const { fields, html } = fieldsOf(kind)
    // The word diff is loaded by the first comparison, not at every start of the server.
    const { diffSnapshots } = await import('~/domain/revision-diff')
    diffs = diffSnapshots(a.snapshot, b.snapshot, fields, html)
  }
  const title = stored?.title ?? revisions[0]?.title ?? ''
  return {
    kind,
    id: params.id,
    title,
    exists: stored !== undefined,
    backPath: stored?.path ?? null,
    restored: url.searchParams.get('restored'),
    revisions: revisions.map((revision) => ({
      id: revision.id,
      number: revision.number,
      action: revision.action,
      title: revision.title,
      actorEmail: revision.actorEmail,
      createdAt: revision.createdAt.toISOString(),
      changedFields: revision.changedFields,
    })),
    compare: older && newer ? { from: older.id, to: newer.id, diffs } : null,
    meta: { title: t('admin.editorial.history.title', { title }) },
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const kind = kindOf(params.kind)
  const refusal = contentRefusal(context, kind, 'restore')
  if (refusal)
    return data({ ok: false as const, message: refusal.message }, { status: refusal.status })
  const form = await readFormData(request, context)
  const revisionId = Number(form.get('revision'))
  const { t } = context.get(i18nContext)
  const services = context.get(servicesContext)
  const { db } = services.database
  if (kind === 'pages') {
    const restored = await restorePageRevision(db, params.id, revisionId, actorOf(context))
    if (!restored.ok) {
      const { status, message } = pageRestoreRefusal(context, restored)
      return data({ ok: false as const, message }, { status })
    }
    services.publication?.poke()
    throw redirect(`/admin/history/${kind}/${params.id}?restored=1`)
  }
  const result = isContentKind(kind)
    ? await restoreContentRevision(db, kind, params.id, revisionId, actorOf(context))
    : await restoreArticleRevision(db, params.id, revisionId, actorOf(context))
  if (!result.ok) {
    const message =
      result.reason === 'not_found'
        ? t('admin.api.revisionNotFound')
        : t('admin.api.restoreInvalid')
    const status = result.reason === 'not_found' ? 404 : 400
    return data({ ok: false as const, message }, { status })
  }
  services.publication?.poke()
  throw redirect(`/admin/history/${kind}/${params.id}?restored=1`)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => [
  ...rootMeta(matches, {
    ...loaderData?.meta,
    pathname: `/admin/history/${params.kind}/${params.id}`,
  }),
  { name: 'robots', content: 'noindex' },
]

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const navigation = useNavigation()
  const { kind, title, exists, backPath, revisions, compare, restored } = loaderData
  const labelOf = (field: string) => fieldLabel(t, kind, field)
  const when = (iso: string) => formatCyprusDateTime(iso, lang)
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {exists && backPath ? (
        <Link
          to={backPath}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
          {t('admin.editorial.history.back')}
        </Link>
      ) : null}
      <h1 className="mt-4 text-3xl font-bold break-words text-primary">
        {t('admin.editorial.history.title', { title })}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('admin.editorial.history.intro')}</p>
      {restored ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-primary-soft p-3 text-sm font-medium text-primary"
        >
          {t('admin.editorial.history.restored')}
        </p>
      ) : null}
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger p-3 text-sm text-danger">
          {actionData.message}
        </p>
      ) : null}

      {revisions.length > 1 ? (
        <section
          aria-labelledby="compare-heading"
          className="mt-8 rounded-xl border border-border p-4"
        >
          <h2 id="compare-heading" className="text-xl font-semibold">
            {t('admin.editorial.history.compare')}
          </h2>
          <Form method="get" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <VersionSelect
              name="from"
              label={t('admin.editorial.history.compareOlder')}
              value={compare?.from}
              revisions={revisions}
            />
            <VersionSelect
              name="to"
              label={t('admin.editorial.history.compareNewer')}
              value={compare?.to}
              revisions={revisions}
            />
            <Button type="submit" variant="outline">
              {t('admin.editorial.history.compareButton')}
            </Button>
          </Form>
          {compare ? (
            compare.diffs.length === 0 ? (
              <p className="mt-4 text-sm text-muted-foreground">
                {t('admin.editorial.history.noDifferences')}
              </p>
            ) : (
              <FieldDiffs diffs={compare.diffs} labelOf={labelOf} />
            )
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="versions-heading" className="mt-8">
        <h2 id="versions-heading" className="sr-only">
          {t('admin.editorial.history.metaTitle')}
        </h2>
        {revisions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            {t('admin.editorial.history.empty')}
          </p>
        ) : (
          <ol className="grid gap-3" data-revisions="">
            {revisions.map((revision, index) => (
              <li
                key={revision.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border p-4"
                data-revision={revision.id}
              >
                <div className="min-w-0">
                  <p className="font-semibold">
                    {t('admin.editorial.history.version', { number: revision.number })} ·{' '}
                    {translatedOr(t, historyActionKey(revision.action), revision.action)}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={revision.createdAt}>{when(revision.createdAt)}</time>{' '}
                    {revision.actorEmail
                      ? t('admin.editorial.history.by', { who: revision.actorEmail })
                      : t('admin.editorial.history.bySite')}
                  </p>
                  {revision.changedFields.length > 0 ? (
                    <p className="mt-1 text-sm break-words">
                      {t('admin.editorial.history.changed', {
                        fields: revision.changedFields.map(labelOf).join(', '),
                      })}
                    </p>
                  ) : null}
                </div>
                {/* The newest version of a stored item is what it holds now: nothing to restore. */}
                {index > 0 || !exists ? (
                  <Form method="post">
                    <input type="hidden" name="revision" value={revision.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      disabled={navigation.state === 'submitting'}
                    >
                      <Icon icon={RotateCcw} aria-hidden="true" />
                      {t('admin.editorial.history.restore')}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}

/** One side of the comparison: a version, by number and time. */
function VersionSelect({
  name,
  label,
  value,
  revisions,
}: {
  name: string
  label: string
  value: number | undefined
  revisions: { id: number; number: number; createdAt: string }[]
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <select name={name} defaultValue={value} className={selectClass}>
        {revisions.map((revision) => (
          <option key={revision.id} value={revision.id}>
            {t('admin.editorial.history.version', { number: revision.number })} ·{' '}
            {formatCyprusDateTime(revision.createdAt, lang)}
          </option>
        ))}
      </select>
    </label>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
