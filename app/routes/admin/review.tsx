/**
 * /admin/review: the items the team submitted for review, the longest-waiting first, each with
 * what it changes (against its published version, else its previous one) and the editor's three
 * answers: publish now, schedule, or send back to the author with a note (mailed to them and
 * shown on the item's form until they submit it again). Below them, the pending changes to
 * published items and wiki articles (decision 0055), against the published version: publish,
 * schedule (decision 0065: the scheduler publishes it then) or send back.
 * Editors and admins only.
 */
import { CalendarClock, Send, Undo2 } from 'lucide'
import { data, Form, Link, useNavigation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { TranslationKey } from '~/i18n/keys'
import type { Route } from './+types/review'
import { Button } from '~/components/ui/button'
import { Input, Textarea } from '~/components/ui/input'
import { Field } from '~/components/forms/field'
import { FieldDiffs } from '~/components/editorial/field-diffs'
import { i18nContext, servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import { actorOf, contentRefusal } from '~/http/content-permissions.server'
import { readFormData } from '~/http/form-body.server'
import { isContentKind } from '~/domain/content-kinds'
import type { PendingKind } from '~/domain/pending-changes.server'
import { fieldLabel } from '~/domain/field-labels'
import {
  authorEmailOf,
  listPendingReview,
  publishPending,
  sendBack,
  type ReviewResult,
} from '~/domain/review.server'
import { mailSentBack } from '~/domain/review-mail.server'
import {
  listChangesForReview,
  publishChange,
  scheduleChange,
  sendBackChange,
} from '~/domain/change-review.server'
import { conflictMessage } from '~/http/edit-conflict.server'
import { REVIEW_NOTE_MAX } from '~/domain/review-rules'
import { cyprusLocalToDate, formatCyprusDateTime } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { auditKindKey } from '~/domain/audit-label-keys'
import { translatedOr } from '~/domain/label-keys'

export const handle: I18nHandle = { i18n: ['auth', 'events', 'news', 'stories', 'wiki'] }

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context, 'page')
  const { db } = context.get(servicesContext).database
  const [items, changes] = await Promise.all([listPendingReview(db), listChangesForReview(db)])
  return {
    items: items.map((item) => ({ ...item, submittedAt: item.submittedAt.toISOString() })),
    changes: changes.map((change) => ({
      ...change,
      submittedAt: change.submittedAt.toISOString(),
      scheduled: change.scheduled && {
        at: change.scheduled.at.toISOString(),
        by: change.scheduled.by,
      },
    })),
    meta: { title: context.get(i18nContext).t('admin.review.title') },
  }
}

type ActionData =
  | { ok: true; message: string }
  | { ok: false; message: string; id?: string; fields?: Record<string, string> }

export async function action({ request, context }: Route.ActionArgs) {
  // Somebody who may review nothing is refused before the body is read.
  const anyRefusal = contentRefusal(context, 'wiki', 'review')
  if (anyRefusal)
    return data<ActionData>(
      { ok: false, message: anyRefusal.message },
      { status: anyRefusal.status },
    )
  const form = await readFormData(request, context)
  const { t } = context.get(i18nContext)
  const kind = form.get('kind')
  const id = String(form.get('id') ?? '')
  const intent = form.get('intent')
  if (
    intent === 'publish-change' ||
    intent === 'send-back-change' ||
    intent === 'schedule-change'
  ) {
    if (kind !== 'wiki' && kind !== 'pages' && !isContentKind(kind))
      return data<ActionData>({ ok: false, message: t('admin.api.invalid') }, { status: 400 })
    return answerChange(context, form, kind, id, intent)
  }
  if (
    (kind !== 'wiki' && !isContentKind(kind)) ||
    (intent !== 'publish' && intent !== 'schedule' && intent !== 'send-back')
  )
    return data<ActionData>({ ok: false, message: t('admin.api.invalid') }, { status: 400 })
  const invalid = (fields: Record<string, string>) =>
    data<ActionData>(
      { ok: false, message: t('admin.validation.fixErrors'), id, fields },
      { status: 400 },
    )
  const services = context.get(servicesContext)
  const { db } = services.database
  const actor = actorOf(context)
  let result: ReviewResult
  if (intent === 'send-back') {
    const note = String(form.get('note') ?? '').trim()
    if (!note) return invalid({ note: 'admin.review.noteRequired' })
    if (note.length > REVIEW_NOTE_MAX) return invalid({ note: 'admin.review.noteTooLong' })
    result = await sendBack(db, kind, id, note, actor)
    if (result.ok) {
      const to = await authorEmailOf(db, kind, id)
      if (to) await mailSentBack(services, to, { ...result.item, note })
    }
  } else if (intent === 'schedule') {
    const at = publishTimeOf(form)
    if (typeof at === 'string') return invalid({ publish_at: at })
    result = await publishPending(db, kind, id, actor, at)
  } else {
    result = await publishPending(db, kind, id, actor)
  }
  if (!result.ok) {
    if (result.reason === 'invalid') return invalid(result.fields ?? {})
    const message =
      result.reason === 'not_pending'
        ? t('admin.review.notPending')
        : result.reason === 'forbidden'
          ? t('common.guard.editorRequired')
          : t('admin.review.notFound')
    const status = result.reason === 'not_pending' ? 409 : result.reason === 'forbidden' ? 403 : 404
    return data<ActionData>({ ok: false, message, id }, { status })
  }
  services.publication?.poke()
  const done =
    intent === 'send-back'
      ? 'admin.review.sentBack'
      : intent === 'schedule'
        ? 'admin.review.scheduled'
        : 'admin.review.published'
  return data<ActionData>({ ok: true, message: t(done, { title: result.item.title }) })
}

/**
 * The publication time a schedule form gives (Cyprus time, `publish_at`), or the message key of
 * why it cannot be used: missing, not a time, or not in the future.
 */
function publishTimeOf(form: FormData): Date | TranslationKey {
  const local = String(form.get('publish_at') ?? '').trim()
  if (!local) return 'admin.validation.publishAtRequired'
  const at = cyprusLocalToDate(local)
  if (!at) return 'admin.validation.publishAtInvalid'
  if (at.getTime() <= Date.now()) return 'admin.validation.publishAtPast'
  return at
}

/** The editor's answer to a pending change: publish it now, schedule it, or send it back with a note. */
async function answerChange(
  context: Route.ActionArgs['context'],
  form: FormData,
  kind: PendingKind,
  id: string,
  intent: 'publish-change' | 'send-back-change' | 'schedule-change',
) {
  const { t } = context.get(i18nContext)
  const services = context.get(servicesContext)
  const { db } = services.database
  const actor = actorOf(context)
  let result
  if (intent === 'schedule-change') {
    const at = publishTimeOf(form)
    if (typeof at === 'string')
      return data<ActionData>(
        { ok: false, message: t('admin.validation.fixErrors'), id, fields: { publish_at: at } },
        { status: 400 },
      )
    result = await scheduleChange(db, kind, id, actor, at)
  } else if (intent === 'send-back-change') {
    const note = String(form.get('note') ?? '').trim()
    const problem = !note
      ? 'admin.review.noteRequired'
      : note.length > REVIEW_NOTE_MAX
        ? 'admin.review.noteTooLong'
        : undefined
    if (problem)
      return data<ActionData>(
        { ok: false, message: t('admin.validation.fixErrors'), id, fields: { note: problem } },
        { status: 400 },
      )
    result = await sendBackChange(db, kind, id, note, actor)
    if (result.ok && result.authorEmail)
      await mailSentBack(services, result.authorEmail, { ...result.item, note })
  } else {
    result = await publishChange(db, kind, id, actor)
  }
  if (!result.ok) {
    if (result.reason === 'conflict')
      return data<ActionData>(
        { ok: false, message: conflictMessage(context, result, kind, result.fields), id },
        { status: 409 },
      )
    if (result.reason === 'invalid')
      return data<ActionData>(
        { ok: false, message: t('admin.review.changeInvalid'), id },
        { status: 400 },
      )
    const forbidden = result.reason === 'forbidden'
    return data<ActionData>(
      {
        ok: false,
        message: forbidden ? t('common.guard.editorRequired') : t('admin.review.notFound'),
        id,
      },
      { status: forbidden ? 403 : 404 },
    )
  }
  services.publication?.poke()
  const done =
    intent === 'send-back-change'
      ? 'admin.review.changeSentBack'
      : intent === 'schedule-change'
        ? 'admin.review.scheduledChange.done'
        : 'admin.review.changePublished'
  return data<ActionData>({ ok: true, message: t(done, { title: result.item.title }) })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/review' }),
  { name: 'robots', content: 'noindex' },
]

type Item = Route.ComponentProps['loaderData']['items'][number]

export default function ReviewQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const answer = actionData as ActionData | undefined
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.review.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('admin.review.intro')}</p>
      {answer?.ok ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-primary-soft p-3 text-sm font-medium text-primary"
        >
          {answer.message}
        </p>
      ) : null}
      {answer && !answer.ok && !answer.fields ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger p-3 text-sm text-danger">
          {answer.message}
        </p>
      ) : null}
      {loaderData.items.length === 0 && loaderData.changes.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          {t('admin.review.empty')}
        </p>
      ) : null}
      {loaderData.changes.length > 0 ? (
        <section className="mt-8" aria-labelledby="review-changes-title">
          <h2 id="review-changes-title" className="text-2xl font-semibold">
            {t('admin.review.changesTitle')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('admin.review.changesIntro')}</p>
          <ul className="mt-4 grid gap-6" data-review-changes="">
            {loaderData.changes.map((change) => (
              <ChangeEntry
                key={`${change.kind}-${change.id}`}
                change={change}
                errors={
                  answer && !answer.ok && answer.id === change.id ? (answer.fields ?? {}) : {}
                }
              />
            ))}
          </ul>
        </section>
      ) : null}
      {loaderData.items.length === 0 ? null : (
        <ul className="mt-8 grid gap-6" data-review-items="">
          {loaderData.items.map((item) => (
            <PendingEntry
              key={`${item.kind}-${item.id}`}
              item={item}
              errors={answer && !answer.ok && answer.id === item.id ? (answer.fields ?? {}) : {}}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function PendingEntry({ item, errors }: { item: Item; errors: Record<string, string> }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const headingId = `review-${item.id}`
  const hidden = (
    <>
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="id" value={item.id} />
    </>
  )
  const against =
    item.against === 'published'
      ? t('admin.review.againstPublished')
      : item.against === 'previous'
        ? t('admin.review.againstPrevious')
        : t('admin.review.againstNothing')
  return (
    <li
      className="min-w-0 rounded-xl border border-border p-4"
      aria-labelledby={headingId}
      data-review-item={item.id}
    >
      <EntryHead
        entry={item}
        headingId={headingId}
        Heading="h2"
        linkText={t('admin.review.open')}
      />

      {/* A group, not a landmark: every item has one, under the same name. */}
      <div role="group" className="mt-4" aria-label={against}>
        <h3 className="text-base font-semibold">{against}</h3>
        {item.diffs.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('admin.review.noChanges')}</p>
        ) : (
          <FieldDiffs
            diffs={item.diffs}
            labelOf={(field) => fieldLabel(t, isContentKind(item.kind) ? item.kind : 'wiki', field)}
          />
        )}
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-4">
          <Form method="post">
            {hidden}
            <input type="hidden" name="intent" value="publish" />
            <Button type="submit" disabled={busy}>
              <Icon icon={Send} aria-hidden="true" />
              {t('admin.review.publish')}
            </Button>
          </Form>
          <ScheduleForm
            hidden={hidden}
            intent="schedule"
            label={t('admin.review.schedule')}
            error={errors.publish_at}
            busy={busy}
          />
        </div>
        <SendBackForm hidden={hidden} intent="send-back" error={errors.note} busy={busy} />
      </div>
    </li>
  )
}

type Change = Route.ComponentProps['loaderData']['changes'][number]

/** A pending change to a published item: what it changes, and publish or send back. */
function ChangeEntry({ change, errors }: { change: Change; errors: Record<string, string> }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const headingId = `review-change-${change.id}`
  const hidden = (
    <>
      <input type="hidden" name="kind" value={change.kind} />
      <input type="hidden" name="id" value={change.id} />
    </>
  )
  return (
    <li
      className="min-w-0 rounded-xl border border-border p-4"
      aria-labelledby={headingId}
      data-review-change={change.id}
    >
      <EntryHead
        entry={change}
        headingId={headingId}
        Heading="h3"
        linkText={t('admin.review.openPublished')}
      />
      <div role="group" className="mt-4" aria-label={t('admin.review.againstPublished')}>
        <p className="text-base font-semibold">{t('admin.review.againstPublished')}</p>
        {change.diffs.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('admin.review.noChanges')}</p>
        ) : (
          <FieldDiffs diffs={change.diffs} labelOf={(field) => fieldLabel(t, change.kind, field)} />
        )}
      </div>
      <ChangeSchedule change={change} />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-4">
          <Form method="post">
            {hidden}
            <input type="hidden" name="intent" value="publish-change" />
            <Button type="submit" disabled={busy}>
              <Icon icon={Send} aria-hidden="true" />
              {t('admin.review.publishChange')}
            </Button>
          </Form>
          <ScheduleForm
            hidden={hidden}
            intent="schedule-change"
            label={t('admin.review.scheduledChange.schedule')}
            hint={t('admin.review.scheduledChange.hint')}
            error={errors.publish_at}
            busy={busy}
          />
        </div>
        <SendBackForm hidden={hidden} intent="send-back-change" error={errors.note} busy={busy} />
      </div>
    </li>
  )
}

/** The head of an entry of the queue: the kind, the title, who submitted it and when, a link. */
function EntryHead({
  entry,
  headingId,
  Heading,
  linkText,
}: {
  entry: {
    kind: string
    title: string
    authorEmail: string | null
    submittedAt: string
    path: string
  }
  headingId: string
  Heading: 'h2' | 'h3'
  linkText: string
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  return (
    <>
      <p className="text-sm font-medium text-muted-foreground">
        {translatedOr(t, auditKindKey(entry.kind), entry.kind)}
      </p>
      <Heading id={headingId} className="mt-1 text-xl font-semibold break-words">
        {entry.title}
      </Heading>
      <p className="mt-1 text-sm text-muted-foreground">
        {entry.authorEmail
          ? t('admin.review.by', { who: entry.authorEmail })
          : t('admin.review.bySite')}{' '}
        ·{' '}
        <time dateTime={entry.submittedAt}>
          {t('admin.review.submitted', { time: formatCyprusDateTime(entry.submittedAt, lang) })}
        </time>
      </p>
      <Link
        to={entry.path}
        className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {linkText}
      </Link>
    </>
  )
}

/** Scheduling an item or a change: the time (Cyprus), and the button. */
function ScheduleForm({
  hidden,
  intent,
  label,
  hint,
  error,
  busy,
}: {
  hidden: React.ReactNode
  intent: 'schedule' | 'schedule-change'
  label: string
  hint?: string
  error?: string
  busy: boolean
}) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="grid gap-3">
      {hidden}
      <input type="hidden" name="intent" value={intent} />
      <Field label={t('admin.review.publishAt')} hint={hint} error={error}>
        {(props) => <Input {...props} type="datetime-local" name="publish_at" step={60} />}
      </Field>
      <Button type="submit" variant="outline" disabled={busy} className="w-fit">
        <Icon icon={CalendarClock} aria-hidden="true" />
        {label}
      </Button>
    </Form>
  )
}

const SCHEDULE_FAILURE_KEY = {
  conflict: 'admin.review.scheduledChange.failed.conflict',
  invalid: 'admin.review.scheduledChange.failed.invalid',
  not_found: 'admin.review.scheduledChange.failed.other',
  forbidden: 'admin.review.scheduledChange.failed.other',
} as const satisfies Record<NonNullable<Change['scheduleFailure']>, TranslationKey>

/** When the change is scheduled for, or why its scheduled publication did not happen. */
function ChangeSchedule({ change }: { change: Change }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  if (change.scheduled) {
    const time = formatCyprusDateTime(change.scheduled.at, lang)
    return (
      <p className="mt-4 flex items-center gap-2 text-sm font-medium" data-change-scheduled="">
        <Icon icon={CalendarClock} aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={change.scheduled.at}>
          {change.scheduled.by
            ? t('admin.review.scheduledChange.atBy', { time, who: change.scheduled.by })
            : t('admin.review.scheduledChange.at', { time })}
        </time>
      </p>
    )
  }
  if (!change.scheduleFailure) return null
  return (
    <p className="mt-4 rounded-lg border border-danger p-3 text-sm text-danger">
      {t(SCHEDULE_FAILURE_KEY[change.scheduleFailure])}
    </p>
  )
}

/** Sending an item or a change back to its author, with the note they need. */
function SendBackForm({
  hidden,
  intent,
  error,
  busy,
}: {
  hidden: React.ReactNode
  intent: 'send-back' | 'send-back-change'
  error?: string
  busy: boolean
}) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="grid content-start gap-3">
      {hidden}
      <input type="hidden" name="intent" value={intent} />
      <Field label={t('admin.review.note')} hint={t('admin.review.noteHint')} error={error}>
        {(props) => <Textarea {...props} name="note" rows={4} maxLength={REVIEW_NOTE_MAX} />}
      </Field>
      <Button type="submit" variant="outline" disabled={busy} className="w-fit">
        <Icon icon={Undo2} aria-hidden="true" />
        {t('admin.review.sendBack')}
      </Button>
    </Form>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
