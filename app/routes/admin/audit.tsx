/**
 * /admin/audit: the audit log, newest first, filtered by person, kind, action and days. A plain
 * GET form: the filters live in the address, so a filtered view can be shared between admins.
 */
import { data, Form, Link } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/audit'
import { Field, selectClass } from '~/components/forms/field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { greekTitlesOf, titleKey } from '~/domain/audit-titles.server'
import {
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  parseAuditQuery,
  TAG_AUDIT_ACTIONS,
  TAG_AUDIT_KIND,
  type TagAuditAction,
} from '~/domain/audit-filters'
import { requireAuditReader } from '~/http/guards.server'
import { isContentKind } from '~/domain/content-kinds'
import { listAudit } from '~/domain/editorial.server'
import { formatCyprusDateTime } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { auditActionKey, auditKindKey, auditRoleKey } from '~/domain/audit-label-keys'
import { isOneOf, translatedOr } from '~/domain/label-keys'
import type { TFunction } from '~/i18n/translator'

export const handle: I18nHandle = { i18n: ['auth'] }

const PAGE_SIZE = 100

/** A text of an entry's detail, or null. */
function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null
}

/** What a tag's audit entry changed, in the admin's language. */
function tagChangeText(
  t: TFunction,
  change: { action: TagAuditAction; from: string | null; to: string | null },
) {
  const values = { from: change.from ?? '', to: change.to ?? '' }
  switch (change.action) {
    case 'renamed':
      return t('admin.editorial.audit.tagChange.renamed', values)
    case 'label_set':
      return t('admin.editorial.audit.tagChange.labelSet', values)
    case 'label_changed':
      return t('admin.editorial.audit.tagChange.labelChanged', values)
    case 'label_cleared':
      return t('admin.editorial.audit.tagChange.labelCleared', values)
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAuditReader(context, 'page')
  const { t } = context.get(i18nContext)
  const params = new URL(request.url).searchParams
  const query = parseAuditQuery(params)
  const filters = query.ok ? query.filters : {}
  const { db } = context.get(servicesContext).database
  const lang = context.get(langContext)
  const rows = await listAudit(db, { ...filters, limit: PAGE_SIZE })
  const greekTitles = await greekTitlesOf(db, rows)
  // The item's title in the admin's language: its Greek one for a Greek admin; an item written
  // in Greek only has no English title, so English admins read the Greek one.
  // A tag is named by its Greek label for a Greek admin, when it had one (kept in the entry).
  const titleOf = (row: (typeof rows)[number]) => {
    const tagLabel = row.kind === TAG_AUDIT_KIND ? textOf(row.detail?.label_el) : null
    const greek =
      tagLabel ??
      (row.kind && row.itemId ? greekTitles.get(titleKey(row.kind, row.itemId)) : undefined)
    if (greek && (lang === 'el' || !row.title?.trim()))
      return { title: greek, titleLang: 'el' as const }
    return { title: row.title, titleLang: 'en' as const }
  }
  const entries = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action,
    kind: row.kind,
    itemId: row.itemId,
    ...titleOf(row),
    // A role change says from what to what (the roles' own names are translated on the page).
    roleChange:
      row.action === 'role_changed' &&
      typeof row.detail?.from === 'string' &&
      typeof row.detail?.to === 'string'
        ? { from: row.detail.from, to: row.detail.to }
        : null,
    // A tag's change says what its label was and became (translated on the page).
    tagChange:
      row.kind === TAG_AUDIT_KIND && isOneOf(TAG_AUDIT_ACTIONS, row.action)
        ? { action: row.action, from: textOf(row.detail?.from), to: textOf(row.detail?.to) }
        : null,
  }))
  const next = new URLSearchParams(params)
  if (entries.length === PAGE_SIZE) next.set('before', String(entries[entries.length - 1]!.id))
  const values = Object.fromEntries(
    ['actor', 'kind', 'action', 'from', 'to'].map((name) => [name, params.get(name) ?? '']),
  )
  return data({
    entries,
    values,
    invalid: query.ok ? [] : query.fields,
    nextPage: entries.length === PAGE_SIZE ? `?${next.toString()}` : null,
    meta: { title: t('admin.editorial.audit.title') },
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/audit' }),
  { name: 'robots', content: 'noindex' },
]

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const { entries, values, invalid, nextPage } = loaderData
  const error = (name: string) => (invalid.includes(name) ? 'admin.api.auditQuery' : undefined)
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.editorial.audit.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('admin.editorial.audit.intro')}</p>
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <Field label={t('admin.editorial.audit.person')}>
          {(props) => <Input {...props} name="actor" type="search" defaultValue={values.actor} />}
        </Field>
        <Field label={t('admin.editorial.audit.kind')} error={error('kind')}>
          {(props) => (
            <select {...props} name="kind" defaultValue={values.kind} className={selectClass}>
              <option value="">{t('admin.editorial.audit.any')}</option>
              {AUDIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {translatedOr(t, auditKindKey(kind), kind)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('admin.editorial.audit.action')} error={error('action')}>
          {(props) => (
            <select {...props} name="action" defaultValue={values.action} className={selectClass}>
              <option value="">{t('admin.editorial.audit.any')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {translatedOr(t, auditActionKey(action), action)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('admin.editorial.audit.from')} error={error('from')}>
          {(props) => <Input {...props} name="from" type="date" defaultValue={values.from} />}
        </Field>
        <Field label={t('admin.editorial.audit.to')} error={error('to')}>
          {(props) => <Input {...props} name="to" type="date" defaultValue={values.to} />}
        </Field>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit">{t('admin.editorial.audit.filter')}</Button>
          <Button asChild variant="outline">
            <Link to="/admin/audit">{t('admin.editorial.audit.clear')}</Link>
          </Button>
        </div>
      </Form>
      {entries.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          {t('admin.editorial.audit.empty')}
        </p>
      ) : (
        <ol className="mt-8 grid gap-2" data-audit-entries="">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-1 rounded-lg border border-border p-3 text-sm sm:grid-cols-[12rem_1fr]"
              data-audit-action={entry.action}
            >
              <time dateTime={entry.at} className="text-muted-foreground">
                {formatCyprusDateTime(entry.at, lang)}
              </time>
              <p className="min-w-0 break-words">
                <span className="font-semibold">
                  {entry.actorEmail ?? t('admin.editorial.audit.site')}
                </span>
                {' · '}
                {translatedOr(t, auditActionKey(entry.action), entry.action)}
                {entry.kind ? ` · ${translatedOr(t, auditKindKey(entry.kind), entry.kind)}` : ''}
                {entry.title ? (
                  <>
                    {' · '}
                    {isContentKind(entry.kind) && entry.itemId ? (
                      <Link
                        to={`/admin/history/${entry.kind}/${entry.itemId}`}
                        className="text-primary underline underline-offset-4"
                        lang={entry.titleLang === lang ? undefined : entry.titleLang}
                      >
                        {entry.title}
                      </Link>
                    ) : (
                      <span lang={entry.titleLang === lang ? undefined : entry.titleLang}>
                        {entry.title}
                      </span>
                    )}
                  </>
                ) : null}
                {entry.roleChange
                  ? ` · ${t('admin.editorial.audit.roleChange', {
                      from: translatedOr(
                        t,
                        auditRoleKey(entry.roleChange.from),
                        entry.roleChange.from,
                      ),
                      to: translatedOr(t, auditRoleKey(entry.roleChange.to), entry.roleChange.to),
                    })}`
                  : null}
                {entry.tagChange ? ` · ${tagChangeText(t, entry.tagChange)}` : null}
              </p>
            </li>
          ))}
        </ol>
      )}
      {nextPage ? (
        <p className="mt-6">
          <Link
            to={nextPage}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('admin.editorial.audit.more')}
          </Link>
        </p>
      ) : null}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
