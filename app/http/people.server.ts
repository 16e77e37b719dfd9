/**
 * What the People page and the people API share: the person and invitation as JSON, the
 * invitation sent in the admin's language, and a refusal's translated message.
 */
import type { RouterContextProvider } from 'react-router'

import { i18nContext, servicesContext } from '~/context.server'
import type { TranslationKey } from '~/i18n/keys'
import { sendInvitation } from '~/domain/people-mail.server'
import {
  invite,
  type PeopleError,
  type PendingInvitation,
  type PeopleErrorReason,
  type Person,
} from '~/domain/people.server'
import type { Role } from '~/domain/constants'
import { actorOf } from './content-permissions.server'

type Ctx = Readonly<RouterContextProvider>

export const PEOPLE_ERROR_KEYS: Record<PeopleErrorReason, TranslationKey> = {
  email: 'admin.people.errors.email',
  role: 'admin.people.errors.role',
  member: 'admin.people.errors.member',
  not_found: 'admin.people.errors.not_found',
  self: 'admin.people.errors.self',
  bootstrap: 'admin.people.errors.bootstrap',
  invitation_invalid: 'admin.people.errors.invitation_invalid',
}

export function peopleErrorMessage(context: Ctx, error: PeopleError) {
  return context.get(i18nContext).t(PEOPLE_ERROR_KEYS[error.reason])
}

/** Invites and mails the link in the language of the page (or API call) that asked. */
export async function inviteAndMail(context: Ctx, input: { email: string; role: Role }) {
  const services = context.get(servicesContext)
  const actor = actorOf(context)
  const { invitation, token } = await invite(services.database.db, services.config, input, actor)
  await sendInvitation(services, context.get(i18nContext).language, invitation, token)
  return { ...invitation, invitedBy: actor?.email ?? null }
}

export function personJson(person: Person) {
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    role: person.role,
    two_factor: person.twoFactorEnabled,
    last_sign_in: person.lastSignIn?.toISOString() ?? null,
    joined_at: person.joinedAt?.toISOString() ?? null,
    bootstrap: person.bootstrap,
  }
}

export function invitationJson(
  invitation: Omit<PendingInvitation, 'invitedBy'> & { invitedBy?: string | null },
) {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invited_by: invitation.invitedBy ?? null,
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
  }
}
