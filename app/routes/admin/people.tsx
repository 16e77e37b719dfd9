/**
 * /admin/people (admins): the team. Everyone who may sign in, with their role, two-factor state
 * and last sign-in; a role changed or a member removed row by row; an invitation sent by e-mail
 * and the invitations waiting, each withdrawable. Every form works as a plain post without
 * JavaScript too; every change goes to the audit log (app/domain/people.server.ts).
 */
import { useEffect, useState } from 'react'
import { data, useFetcher } from 'react-router'

import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { Field, selectClass } from '~/components/forms/field'
import { AlertDialogAction } from '~/components/ui/alert-dialog'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Input } from '~/components/ui/input'
import { toast } from '~/components/ui/toaster'
import { useRootData } from '~/components/use-root-data'
import { i18nContext, servicesContext } from '~/context.server'
import { auditRoleKey } from '~/domain/audit-label-keys'
import { ROLES, type Role } from '~/domain/constants'
import {
  changeRole,
  listPendingInvitations,
  listPeople,
  parseInvitationInput,
  PeopleError,
  removePerson,
  withdrawInvitation,
} from '~/domain/people.server'
import { INVITATION_DAYS } from '~/domain/people'
import { isRole } from '~/domain/profiles.server'
import { actorOf } from '~/http/content-permissions.server'
import { readFormData } from '~/http/form-body.server'
import { requireSiteAdmin } from '~/http/guards.server'
import { inviteAndMail, PEOPLE_ERROR_KEYS } from '~/http/people.server'
import type { I18nHandle } from '~/i18n/areas'
import type { TranslationKey } from '~/i18n/keys'
import { useTranslation } from '~/i18n/use-translation'
import { formatCyprusDateTime } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'
import { isUuid } from '~/lib/uuid'
import type { Route } from './+types/people'

/** The guard's refusal page speaks the auth strings. */
export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ context }: Route.LoaderArgs) {
  const me = requireSiteAdmin(context, 'page')
  const { config, database } = context.get(servicesContext)
  const [people, invitations] = await Promise.all([
    listPeople(database.db, config),
    listPendingInvitations(database.db),
  ])
  return {
    meta: { title: context.get(i18nContext).t('admin.people.title') },
    me: me.id,
    people: people.map((person) => ({
      ...person,
      lastSignIn: person.lastSignIn?.toISOString() ?? null,
      joinedAt: person.joinedAt?.toISOString() ?? null,
    })),
    invitations: invitations.map((invitation) => ({
      ...invitation,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  }
}

type Intent = 'invite' | 'role' | 'remove' | 'withdraw'

export type PeopleActionResult =
  | { ok: true; intent: Intent; target: string; name: string; role?: Role }
  | { ok: false; intent: Intent; target: string; errors: Record<string, TranslationKey> }

export async function action({ request, context }: Route.ActionArgs) {
  requireSiteAdmin(context, 'page')
  const form = await readFormData(request, context)
  const intent = String(form.get('intent') ?? '') as Intent
  const target = String(form.get('id') ?? '')
  const { config, database } = context.get(servicesContext)
  const refuse = (errors: Record<string, TranslationKey>, status = 400) =>
    data<PeopleActionResult>({ ok: false, intent, target, errors }, status)
  try {
    switch (intent) {
      case 'invite': {
        const parsed = parseInvitationInput({ email: form.get('email'), role: form.get('role') })
        if (!parsed.ok) return refuse({ [parsed.field]: PEOPLE_ERROR_KEYS[parsed.field] })
        await inviteAndMail(context, parsed)
        return data<PeopleActionResult>({ ok: true, intent, target, name: parsed.email })
      }
      case 'role': {
        const role = String(form.get('role') ?? '')
        if (!isRole(role)) return refuse({ role: PEOPLE_ERROR_KEYS.role })
        const person = await changeRole(database.db, config, target, role, actorOf(context))
        return data<PeopleActionResult>({
          ok: true,
          intent,
          target,
          name: person.name,
          role,
        })
      }
      case 'remove': {
        const name = String(form.get('name') ?? '')
        await removePerson(database.db, config, target, actorOf(context))
        return data<PeopleActionResult>({ ok: true, intent, target, name })
      }
      case 'withdraw': {
        if (!isUuid(target)) throw new PeopleError('not_found')
        await withdrawInvitation(database.db, target, actorOf(context))
        return data<PeopleActionResult>({
          ok: true,
          intent,
          target,
          name: String(form.get('email') ?? ''),
        })
      }
      default:
        return refuse({ form: 'admin.api.invalid' })
    }
  } catch (error) {
    if (!(error instanceof PeopleError)) throw error
    const field = intent === 'invite' ? 'email' : 'form'
    return refuse(
      { [field]: PEOPLE_ERROR_KEYS[error.reason] },
      error.reason === 'not_found' ? 404 : 409,
    )
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/people' }),
  { name: 'robots', content: 'noindex' },
]

type LoaderData = Route.ComponentProps['loaderData']
type PersonRow = LoaderData['people'][number]
type InvitationRow = LoaderData['invitations'][number]

/** A role's name in the page's language ("Editor", "Συντάκτης"). */
function useRoleName() {
  const { t } = useTranslation()
  return (role: string) => {
    const key = auditRoleKey(role)
    return key ? t(key) : role
  }
}

/**
 * One fetcher for every row's removal, read by the page too: a removed person's row leaves the
 * list with the reload that follows, so the page says that it is done.
 */
const REMOVE_FETCHER = 'people-remove'

export default function PeoplePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { people, invitations, me } = loaderData
  useAnswer(useFetcher<PeopleActionResult>({ key: REMOVE_FETCHER }), (answer) =>
    t('admin.people.removed', { name: answer.name }),
  )
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.people.title')}</h1>
      <p className="mt-3 text-muted-foreground">
        {t('admin.people.intro', { days: INVITATION_DAYS })}
      </p>
      <section aria-labelledby="people-team" className="mt-8">
        <h2 id="people-team" className="text-xl font-semibold">
          {t('admin.people.listHeading')}
        </h2>
        <ul className="mt-4 grid gap-4">
          {people.map((person) => (
            <PersonItem key={person.id} person={person} isMe={person.id === me} />
          ))}
        </ul>
      </section>
      <InviteForm />
      <section aria-labelledby="people-pending" className="mt-10">
        <h2 id="people-pending" className="text-xl font-semibold">
          {t('admin.people.pendingHeading')}
        </h2>
        {invitations.length === 0 ? (
          <p className="mt-3 text-muted-foreground">{t('admin.people.pendingNone')}</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {invitations.map((invitation) => (
              <InvitationItem key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/** Says a fetcher's answer: a toast when done, the refusal under the form otherwise. */
function useAnswer(
  fetcher: ReturnType<typeof useFetcher<PeopleActionResult>>,
  done: (answer: Extract<PeopleActionResult, { ok: true }>) => string,
) {
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  useEffect(() => {
    if (answer?.ok) toast.success(done(answer))
    // `done` is made anew each render; the answer is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer])
  return answer && !answer.ok ? answer.errors : {}
}

function PersonItem({ person, isMe }: { person: PersonRow; isMe: boolean }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const roleName = useRoleName()
  const roleFetcher = useFetcher<PeopleActionResult>()
  const removeFetcher = useFetcher<PeopleActionResult>({ key: REMOVE_FETCHER })
  const [confirming, setConfirming] = useState(false)
  const roleErrors = useAnswer(roleFetcher, (answer) =>
    t('admin.people.roleChanged', { name: answer.name, role: roleName(answer.role ?? '') }),
  )
  const removal = removeFetcher.state === 'idle' ? removeFetcher.data : undefined
  const removeErrors = removal && !removal.ok && removal.target === person.id ? removal.errors : {}
  const error = roleErrors.form ?? removeErrors.form
  const shownName = person.name || person.email
  const editable = !isMe && !person.bootstrap
  return (
    <li className="rounded-xl border border-border p-4" data-person={person.email}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold break-all">{shownName}</h3>
        {isMe ? <Badge variant="muted">{t('admin.people.you')}</Badge> : null}
      </div>
      <p className="text-sm break-all text-muted-foreground">{person.email}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium">{t('admin.people.columns.role')}</dt>
          <dd>{roleName(person.role)}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('admin.people.columns.twoFactor')}</dt>
          <dd>{person.twoFactorEnabled ? t('admin.people.on') : t('admin.people.off')}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('admin.people.columns.lastSignIn')}</dt>
          <dd>
            {person.lastSignIn
              ? formatCyprusDateTime(person.lastSignIn, lang)
              : t('admin.people.never')}
          </dd>
        </div>
      </dl>
      {person.bootstrap ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('admin.people.bootstrap')}</p>
      ) : null}
      {editable ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <roleFetcher.Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={person.id} />
            <RoleField
              label={t('admin.people.roleFor', { name: shownName })}
              defaultValue={person.role}
            />
            <Button type="submit" variant="outline" disabled={roleFetcher.state !== 'idle'}>
              {t('admin.people.changeRole')}
            </Button>
          </roleFetcher.Form>
          <removeFetcher.Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={person.id} />
            <input type="hidden" name="name" value={shownName} />
            <Button
              type="submit"
              variant="destructive"
              disabled={removeFetcher.state !== 'idle'}
              onClick={(event) => {
                // With JavaScript, a confirmation first; without, the post goes as it is.
                event.preventDefault()
                setConfirming(true)
              }}
            >
              {t('admin.people.remove')}
            </Button>
          </removeFetcher.Form>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('admin.people.removeTitle', { name: shownName })}
            description={t('admin.people.removeBody')}
            cancelLabel={t('admin.cancel')}
            action={
              <AlertDialogAction
                onClick={() =>
                  void removeFetcher.submit(
                    { intent: 'remove', id: person.id, name: shownName },
                    { method: 'post' },
                  )
                }
              >
                {t('admin.people.removeConfirm')}
              </AlertDialogAction>
            }
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {t(error)}
        </p>
      ) : null}
    </li>
  )
}

function InviteForm() {
  const { t } = useTranslation()
  const fetcher = useFetcher<PeopleActionResult>()
  const [formKey, setFormKey] = useState(0)
  const errors = useAnswer(fetcher, (answer) => {
    // A sent invitation empties the form for the next one.
    setFormKey((key) => key + 1)
    return t('admin.people.sent', { email: answer.name })
  })
  const sending = fetcher.state !== 'idle'
  return (
    <section aria-labelledby="people-invite" className="mt-10 rounded-xl border border-border p-4">
      <h2 id="people-invite" className="text-xl font-semibold">
        {t('admin.people.inviteHeading')}
      </h2>
      <fetcher.Form
        key={formKey}
        method="post"
        noValidate
        className="mt-4 grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        <input type="hidden" name="intent" value="invite" />
        <Field label={t('admin.people.email')} error={errors.email}>
          {(props) => (
            <Input {...props} name="email" type="email" autoComplete="off" maxLength={254} />
          )}
        </Field>
        <RoleField label={t('admin.people.role')} defaultValue="author" error={errors.role} />
        <Button type="submit" disabled={sending} className="sm:mt-7">
          {sending ? t('admin.people.sending') : t('admin.people.send')}
        </Button>
      </fetcher.Form>
      <RoleHints />
    </section>
  )
}

/** A list of the roles, named in the page's language. */
function RoleField({
  label,
  defaultValue,
  error,
}: {
  label: string
  defaultValue: Role
  error?: string
}) {
  const roleName = useRoleName()
  return (
    <Field label={label} error={error}>
      {(props) => (
        <select {...props} name="role" defaultValue={defaultValue} className={selectClass}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleName(role)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** What each role may do, under the invitation form. */
function RoleHints() {
  const { t } = useTranslation()
  return (
    <ul className="mt-4 grid gap-1 text-sm text-muted-foreground">
      {ROLES.map((role) => (
        <li key={role}>{t(`admin.people.roles.${role}`)}</li>
      ))}
    </ul>
  )
}

function InvitationItem({ invitation }: { invitation: InvitationRow }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const roleName = useRoleName()
  const fetcher = useFetcher<PeopleActionResult>()
  const errors = useAnswer(fetcher, (answer) => t('admin.people.withdrawn', { email: answer.name }))
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4"
      data-invitation={invitation.email}
    >
      <div className="min-w-0">
        <p className="font-medium break-all">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">
          {t('admin.people.pendingLine', {
            role: roleName(invitation.role),
            by: invitation.invitedBy ?? '—',
            until: formatCyprusDateTime(invitation.expiresAt, lang),
          })}
        </p>
        {errors.form ? (
          <p role="alert" className="mt-2 text-sm font-medium text-destructive">
            {t(errors.form)}
          </p>
        ) : null}
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="id" value={invitation.id} />
        <input type="hidden" name="email" value={invitation.email} />
        <Button
          type="submit"
          variant="outline"
          disabled={fetcher.state !== 'idle'}
          aria-label={t('admin.people.withdrawFor', { email: invitation.email })}
        >
          {t('admin.people.withdraw')}
        </Button>
      </fetcher.Form>
    </li>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
