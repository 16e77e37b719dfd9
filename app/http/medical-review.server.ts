/**
 * Marking a wiki article medically reviewed, as the page's form and the JSON API both do it: the
 * caller (a medical reviewer or an admin, checked by the entry point and again by the domain) is
 * credited under their profile's credentials, else their account's name; the review is dated
 * today in Cyprus, next due on the date they give (after today) or in three years.
 */
import type { RouterContextProvider } from 'react-router'

import type { TranslationKey } from '~/i18n/keys'

import { servicesContext } from '~/context.server'
import { reviewDueRule } from '~/domain/medical-review'
import { can } from '~/domain/permissions'
import { credentialsOf } from '~/domain/profiles.server'
import { markArticleReviewed } from '~/domain/wiki.server'
import { todayInCyprus } from '~/lib/dates'
import { actorOf } from './content-permissions.server'
import { authContext } from './guards.server'

type Ctx = Readonly<RouterContextProvider>

/** What a member of the team without the permission is told. */
export const MEDICAL_REVIEW_REQUIRED = 'common.guard.medicalReviewRequired' satisfies TranslationKey

export type ReviewOutcome =
  | { ok: true; row: Awaited<ReturnType<typeof markArticleReviewed>> }
  /** The next review date was refused: an i18n key for the `next_review_due` field. */
  | { ok: false; dueMessage: string }

/** Marks article `id` reviewed by the signed-in caller; throws WikiWriteError as other writes do. */
export async function markReviewedByCaller(
  context: Ctx,
  id: string,
  nextReviewDue: unknown,
): Promise<ReviewOutcome> {
  const actor = actorOf(context)
  if (!actor)
    throw new Error('markReviewedByCaller needs a signed-in caller: check the guard first')
  const today = todayInCyprus()
  const due = reviewDueRule(today).safeParse(nextReviewDue)
  if (!due.success)
    return { ok: false, dueMessage: due.error.issues[0]?.message ?? 'admin.wiki.review.dueInvalid' }
  const { db } = context.get(servicesContext).database
  const credentials = await credentialsOf(db, actor.id)
  const row = await markArticleReviewed(
    db,
    id,
    { actor, shownAs: credentials ?? accountName(context) },
    { today, nextReviewDue: due.data },
  )
  return { ok: true, row }
}

/** The account's name, else its address: what credits a reviewer who gave no credentials. */
function accountName(context: Ctx) {
  const user = context.get(authContext).user
  return user?.name?.trim() || user?.email || ''
}

/**
 * The name a review by the signed-in person would credit (their credentials, else their
 * account's name); undefined when they may not mark articles reviewed, so no form is shown.
 */
export async function reviewerCreditOf(context: Ctx): Promise<string | undefined> {
  const auth = context.get(authContext)
  if (!auth.user || !can(auth, 'medical-review', 'wiki')) return undefined
  const { db } = context.get(servicesContext).database
  return (await credentialsOf(db, auth.user.id)) ?? accountName(context)
}
