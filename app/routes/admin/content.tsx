/**
 * /admin/content: every event, news post, story and wiki article in one list (decision 0056),
 * searched, filtered, sorted and paged by a GET form (the address holds it all, so it works
 * before and without JavaScript). Each item links to where it is edited and to its history.
 * Editors and admins also publish, unpublish or delete the items they tick, each through its
 * kind's ordinary save or delete, and restore items from the list's Recently deleted (decision
 * 0066). The whole team sees the list (authors find their drafts); plain members and visitors
 * are refused.
 */
import { useEffect, useRef } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { TFunction } from '~/i18n/translator'
import type { TranslationKey } from '~/i18n/keys'
import type { Route } from './+types/content'
import { Field, selectClass } from '~/components/forms/field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { authContext, requirePermission } from '~/http/guards.server'
import { actorOf, contentRefusal } from '~/http/content-permissions.server'
import { readFormData } from '~/http/form-body.server'
import {
  bulkIntentsFor,
  DELETED_STATUS,
  ITEM_KINDS,
  isFiltered,
  LIST_STATUSES,
  itemRefValue,
  listSearch,
  parseBulkRequest,
  parseListQuery,
  type BulkIntent,
  type ListQuery,
} from '~/domain/content-list'
import {
  applyBulk,
  listAuthors,
  listContent,
  neverDeleted,
  unknownItems,
  type BulkOutcome,
} from '~/domain/content-list.server'
import { listCategories } from '~/domain/wiki.server'
import { can } from '~/domain/permissions'
import { auditKindKey } from '~/domain/audit-label-keys'
import { translatedOr } from '~/domain/label-keys'
import { fieldLabel } from '~/domain/field-labels'
import { isGreekMissing } from '~/lib/editorial-state'
import { formatCyprusDateTime } from '~/lib/dates'
import { nameIn, titleIn } from '~/lib/localized'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'
import { useHydrated } from '~/components/layout/use-hydrated'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ request, context }: Route.LoaderArgs) {
  // The whole team (authors find their drafts here); members and visitors are refused.
  requirePermission(context, 'read-drafts', 'page')
  const { db } = context.get(servicesContext).database
  const query = parseListQuery(new URL(request.url).searchParams)
  const [list, authors, categories] = await Promise.all([
    listContent(db, query, context.get(langContext)),
    listAuthors(db),
    listCategories(db),
  ])
  return {
    query,
    list,
    authors,
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      nameEl: category.nameEl,
    })),
    mayBulk: can(context.get(authContext), 'publish'),
    meta: { title: context.get(i18nContext).t('admin.contentList.title') },
  }
}

export type ActionData =
  | { ok: true; intent: BulkIntent; done: number; failed: BulkOutcome[] }
  | { ok: false; message: string }

const PROBLEM_KEY = {
  intent: 'admin.contentList.errors.intent',
  none: 'admin.contentList.errors.none',
  malformed: 'admin.contentList.errors.malformed',
  too_many: 'admin.contentList.errors.tooMany',
} as const satisfies Record<string, TranslationKey>

export async function action({ request, context }: Route.ActionArgs) {
  // Bulk actions publish and delete: editors and admins, refused before the body is read.
  const refusal = contentRefusal(context, 'wiki', 'review')
  if (refusal)
    return data<ActionData>({ ok: false, message: refusal.message }, { status: refusal.status })
  const form = await readFormData(request, context)
  const { t } = context.get(i18nContext)
  const services = context.get(servicesContext)
  const { db } = services.database
  const bulk = parseBulkRequest(form.get('intent'), form.getAll('item'))
  if (!bulk.ok)
    return data<ActionData>({ ok: false, message: t(PROBLEM_KEY[bulk.problem]) }, { status: 400 })
  // An item that is not there (or not of the kind it names) refuses the whole request; for a
  // restore, an item that was never deleted.
  const unknown =
    bulk.intent === 'restore'
      ? await neverDeleted(db, bulk.items)
      : await unknownItems(db, bulk.items)
  if (unknown.length > 0)
    return data<ActionData>(
      {
        ok: false,
        message: t(
          bulk.intent === 'restore'
            ? 'admin.contentList.errors.notDeleted'
            : 'admin.contentList.errors.unknown',
          { count: unknown.length },
        ),
      },
      { status: 404 },
    )
  const outcomes = await applyBulk(db, bulk.intent, bulk.items, actorOf(context))
  const done = outcomes.filter((outcome) => outcome.ok).length
  if (done > 0) services.publication?.poke()
  return data<ActionData>({
    ok: true,
    intent: bulk.intent,
    done,
    failed: outcomes.filter((outcome) => !outcome.ok),
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/content' }),
  { name: 'robots', content: 'noindex' },
]

/**
 * The bulk actions' buttons, publishing first and filled as the page's main action; the list of
 * Recently deleted has Restore alone, filled (bulkIntentsFor says which the list shows).
 */
const BULK_BUTTONS = [
  { intent: 'publish', label: 'admin.contentList.publish', variant: 'default' },
  { intent: 'unpublish', label: 'admin.contentList.unpublish', variant: 'outline' },
  { intent: 'delete', label: 'admin.contentList.delete', variant: 'outline' },
  { intent: 'restore', label: 'admin.contentList.restore', variant: 'default' },
] as const satisfies readonly { intent: BulkIntent; label: TranslationKey; variant: string }[]

const DONE_KEY = {
  publish: 'admin.contentList.done.published',
  unpublish: 'admin.contentList.done.unpublished',
  delete: 'admin.contentList.done.deleted',
  restore: 'admin.contentList.done.restored',
} as const satisfies Record<BulkIntent, TranslationKey>

const REASON_KEY = {
  not_found: 'admin.contentList.reasons.notFound',
  forbidden: 'admin.contentList.reasons.forbidden',
  invalid: 'admin.contentList.reasons.invalid',
  conflict: 'admin.contentList.reasons.conflict',
  restore_failed: 'admin.contentList.reasons.restoreFailed',
  fixed: 'admin.contentList.reasons.fixed',
  slug_taken: 'admin.contentList.reasons.slugTaken',
} as const satisfies Record<Exclude<BulkOutcome['reason'], 'unchanged' | undefined>, TranslationKey>

const ALREADY_KEY = {
  publish: 'admin.contentList.reasons.alreadyPublished',
  unpublish: 'admin.contentList.reasons.alreadyDraft',
  delete: 'admin.contentList.reasons.notFound',
  restore: 'admin.contentList.reasons.alreadyRestored',
} as const satisfies Record<BulkIntent, TranslationKey>

function statusText(t: TFunction, status: string) {
  if (status === DELETED_STATUS) return t('admin.contentList.deletedStatus')
  if (status === 'archived') return t('admin.contentList.archived')
  return translatedOr(
    t,
    (LIST_STATUSES as readonly string[]).includes(status)
      ? (`admin.editorial.statuses.${status}` as TranslationKey)
      : undefined,
    status,
  )
}

function reasonText(t: TFunction, outcome: BulkOutcome, intent: BulkIntent) {
  if (outcome.reason === 'unchanged') return t(ALREADY_KEY[intent])
  const text = t(REASON_KEY[outcome.reason ?? 'not_found'])
  if (outcome.reason !== 'invalid' || !outcome.fields?.length) return text
  const fields = outcome.fields.map((field) => fieldLabel(t, outcome.kind, field)).join(', ')
  return `${text} (${fields})`
}

function Outcome({ answer }: { answer: ActionData }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  if (!answer.ok)
    return (
      <p role="alert" className="mt-4 rounded-lg border border-danger p-3 text-sm text-danger">
        {answer.message}
      </p>
    )
  return (
    <div role="status" className="mt-4 rounded-lg bg-primary-soft p-3 text-sm" data-bulk-outcome="">
      <p className="font-medium text-primary">
        {t(DONE_KEY[answer.intent], { count: answer.done })}
      </p>
      {answer.failed.length > 0 ? (
        <>
          <p className="mt-2 font-medium">
            {t('admin.contentList.notDone', { count: answer.failed.length })}
          </p>
          <ul className="mt-1 list-disc ps-5">
            {answer.failed.map((outcome) => {
              const title = titleIn(outcome, lang)
              return (
                <li key={`${outcome.kind}-${outcome.id}`} className="break-words">
                  <span lang={title.lang === lang ? undefined : title.lang}>
                    {title.text || t('admin.contentList.untitled')}
                  </span>
                  {': '}
                  {reasonText(t, outcome, answer.intent)}
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
    </div>
  )
}

function Filters({
  query,
  authors,
  categories,
}: {
  query: ListQuery
  authors: string[]
  categories: { id: string; name: string; nameEl: string | null }[]
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const select = (
    name: keyof ListQuery,
    label: string,
    options: { value: string; text: string }[],
    any = t('admin.contentList.any'),
  ) => (
    <Field label={label}>
      {(props) => (
        <select
          {...props}
          name={name}
          defaultValue={String(query[name] ?? '')}
          className={selectClass}
        >
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('admin.contentList.filters')}
      className="mt-6 grid gap-3 rounded-xl border border-border p-4"
    >
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('admin.contentList.search')} className="min-w-0 flex-1 basis-40">
          {(props) => <Input {...props} name="q" type="search" defaultValue={query.q} />}
        </Field>
        <Button type="submit">{t('admin.contentList.apply')}</Button>
      </div>
      <FilterDisclosure open={hasChosenFilters(query)}>
        {select(
          'kind',
          t('admin.contentList.columns.kind'),
          ITEM_KINDS.map((kind) => ({
            value: kind,
            text: translatedOr(t, auditKindKey(kind), kind),
          })),
        )}
        {select(
          'status',
          t('admin.contentList.columns.status'),
          [...LIST_STATUSES, DELETED_STATUS].map((status) => ({
            value: status,
            text: statusText(t, status),
          })),
        )}
        {select('greek', t('admin.contentList.columns.greek'), [
          { value: 'ready', text: t('admin.contentList.greekReady') },
          { value: 'missing', text: t('admin.contentList.greekMissing') },
        ])}
        {select(
          'author',
          t('admin.contentList.columns.author'),
          authors.map((email) => ({ value: email, text: email })),
        )}
        {select(
          'category',
          t('admin.contentList.columns.category'),
          categories.map((category) => ({ value: category.id, text: nameIn(category, lang).text })),
        )}
        <Field label={t('admin.contentList.from')}>
          {(props) => <Input {...props} name="from" type="date" defaultValue={query.from ?? ''} />}
        </Field>
        <Field label={t('admin.contentList.to')}>
          {(props) => <Input {...props} name="to" type="date" defaultValue={query.to ?? ''} />}
        </Field>
        {select(
          'sort',
          t('admin.contentList.sort'),
          [
            { value: 'title', text: t('admin.contentList.columns.title') },
            { value: 'kind', text: t('admin.contentList.columns.kind') },
          ],
          t('admin.contentList.columns.updated'),
        )}
        <Field label={t('admin.contentList.order')}>
          {(props) => (
            <select {...props} name="dir" defaultValue={query.dir} className={selectClass}>
              <option value="asc">{t('admin.contentList.ascending')}</option>
              <option value="desc">{t('admin.contentList.descending')}</option>
            </select>
          )}
        </Field>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button asChild variant="outline">
            <Link to="/admin/content">{t('admin.contentList.clear')}</Link>
          </Button>
        </div>
      </FilterDisclosure>
    </Form>
  )
}

/** Whether a filter or an order other than the default is chosen (the search box aside). */
function hasChosenFilters(query: ListQuery) {
  return isFiltered({ ...query, q: '' }) || listSearch({ ...query, q: '', page: 1 }) !== ''
}

/**
 * The filters below the search box: on a phone a "Filters" disclosure, closed unless a filter is
 * chosen, so the list starts on the first screen; from `md` up always open (app.css shows its
 * content and hides the summary; browsers without ::details-content get it opened on load).
 */
function FilterDisclosure({ open, children }: { open: boolean; children: React.ReactNode }) {
  const { t } = useTranslation()
  const details = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    if (details.current && window.matchMedia('(min-width: 48rem)').matches)
      details.current.open = true
  }, [])
  return (
    <details ref={details} open={open || undefined} className="filter-disclosure">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold">
        {t('admin.contentList.filtersToggle')}
      </summary>
      <div className="mt-2 grid gap-4 sm:grid-cols-2 md:mt-0 lg:grid-cols-4 lg:items-end">
        {children}
      </div>
    </details>
  )
}

/** Ticks or unticks every item of the page; shown once the page's code runs. */
function SelectAll({ form }: { form: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5"
        onChange={(event) => {
          const boxes = document.querySelectorAll<HTMLInputElement>(
            `input[name="item"][form="${form}"]`,
          )
          for (const box of boxes) box.checked = event.currentTarget.checked
        }}
      />
      {t('admin.contentList.selectAll')}
    </label>
  )
}

const BULK_FORM = 'content-bulk'

export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const navigation = useNavigation()
  const { query, list, authors, categories, mayBulk } = loaderData
  const answer = actionData as ActionData | undefined
  // Recently deleted: the last column is when each was deleted.
  const showsDeleted = query.status === DELETED_STATUS
  const cell = 'px-3 py-2 align-top max-md:block max-md:px-0 max-md:py-0.5'
  const label = (text: string) => (
    <span className="font-medium text-muted-foreground md:hidden">{text}: </span>
  )
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.contentList.title')}</h1>
      <p className="mt-3 text-muted-foreground">
        {t('admin.contentList.intro')}{' '}
        <Link to="/admin/deleted" className="text-primary underline underline-offset-4">
          {t('admin.contentList.deletedLink')}
        </Link>
        .
        {mayBulk ? (
          <>
            {' '}
            <Link to="/admin/newsletter" className="text-primary underline underline-offset-4">
              {t('admin.newsletter.linkFromContent')}
            </Link>
          </>
        ) : null}
      </p>
      <Filters query={query} authors={authors} categories={categories} />
      {answer ? <Outcome answer={answer} /> : null}
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        {t('admin.contentList.count', { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          {isFiltered(query) ? t('admin.contentList.noMatch') : t('admin.contentList.empty')}
        </p>
      ) : (
        <>
          {mayBulk ? (
            <Form
              method="post"
              id={BULK_FORM}
              className="mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-border p-3"
            >
              <SelectAll form={BULK_FORM} />
              <span className="text-sm font-medium">{t('admin.contentList.withSelected')}</span>
              {BULK_BUTTONS.filter((button) => bulkIntentsFor(query).includes(button.intent)).map(
                ({ intent, label, variant }) => (
                  <Button
                    key={intent}
                    type="submit"
                    name="intent"
                    value={intent}
                    size="sm"
                    variant={variant}
                    disabled={navigation.state === 'submitting'}
                  >
                    {t(label)}
                  </Button>
                ),
              )}
            </Form>
          ) : null}
          <table className="mt-4 w-full text-sm max-md:block" data-content-list="">
            <caption className="sr-only">{t('admin.contentList.title')}</caption>
            <thead className="max-md:sr-only">
              <tr className="border-b border-border text-start">
                {mayBulk ? (
                  <th scope="col" className="px-3 py-2 text-start">
                    <span className="sr-only">{t('admin.contentList.select')}</span>
                  </th>
                ) : null}
                {(
                  ['title', 'kind', 'status', 'greek', 'author', 'category', 'updated'] as const
                ).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                    {column === 'updated' && showsDeleted
                      ? t('admin.contentList.deletedColumn')
                      : t(`admin.contentList.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:grid max-md:gap-3">
              {list.items.map((item) => {
                const title = titleIn(item, lang)
                const titleId = `item-${item.kind}-${item.id}`
                return (
                  <tr
                    key={`${item.kind}-${item.id}`}
                    className="border-b border-border max-md:block max-md:rounded-xl max-md:border max-md:p-3"
                    data-content-item={item.id}
                  >
                    {mayBulk ? (
                      <td className={cell}>
                        <input
                          type="checkbox"
                          name="item"
                          value={itemRefValue(item)}
                          form={BULK_FORM}
                          aria-labelledby={titleId}
                          className="size-5"
                        />
                      </td>
                    ) : null}
                    <td className={`${cell} min-w-0 break-words`}>
                      <Link
                        id={titleId}
                        to={item.editPath}
                        lang={title.lang === lang ? undefined : title.lang}
                        className="font-medium text-primary underline underline-offset-4"
                      >
                        {title.text || t('admin.contentList.untitled')}
                      </Link>
                      <br />
                      <Link
                        to={item.historyPath}
                        className="inline-block py-1 text-sm text-muted-foreground underline underline-offset-4"
                      >
                        {t('admin.contentList.history')}
                      </Link>
                    </td>
                    <td className={cell}>
                      {label(t('admin.contentList.columns.kind'))}
                      {translatedOr(t, auditKindKey(item.kind), item.kind)}
                    </td>
                    <td className={cell} data-status={item.status}>
                      {label(t('admin.contentList.columns.status'))}
                      {item.status === 'scheduled' && item.publishAt
                        ? t('admin.editorial.scheduledFor', {
                            time: formatCyprusDateTime(item.publishAt, lang),
                          })
                        : statusText(t, item.status)}
                    </td>
                    <td className={cell}>
                      {label(t('admin.contentList.columns.greek'))}
                      {isGreekMissing(item)
                        ? t('admin.contentList.greekMissing')
                        : t('admin.contentList.greekReady')}
                    </td>
                    <td className={`${cell} break-all`}>
                      {label(t('admin.contentList.columns.author'))}
                      {item.author ?? '—'}
                    </td>
                    <td className={cell}>
                      {label(t('admin.contentList.columns.category'))}
                      {item.category ? nameIn(item.category, lang).text : '—'}
                    </td>
                    <td className={cell}>
                      {label(
                        showsDeleted
                          ? t('admin.contentList.deletedColumn')
                          : t('admin.contentList.columns.updated'),
                      )}
                      <time dateTime={item.updatedAt}>
                        {formatCyprusDateTime(item.updatedAt, lang)}
                      </time>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
          {list.pageCount > 1 ? (
            <nav
              aria-label={t('admin.contentList.pages')}
              className="mt-6 flex flex-wrap items-center gap-3 text-sm"
            >
              {list.page > 1 ? (
                <Link
                  to={`/admin/content${listSearch(query, { page: list.page - 1 })}`}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {t('admin.contentList.previous')}
                </Link>
              ) : null}
              <span>{t('admin.contentList.page', { page: list.page, pages: list.pageCount })}</span>
              {list.page < list.pageCount ? (
                <Link
                  to={`/admin/content${listSearch(query, { page: list.page + 1 })}`}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {t('admin.contentList.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
