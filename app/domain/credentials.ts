/**
 * A medical reviewer's credentials: the name and qualifications readers see under the articles
 * they review (docs/decisions/0054-medical-review.md), kept on their profile. Messages are i18n
 * keys of the profile page.
 */
import { z } from 'zod'

/** Longest credentials line ("Dr A. B., consultant neurologist, Nicosia General Hospital"). */
export const CREDENTIALS_MAX = 160
const CREDENTIALS_MIN = 3

const trimmedOrNull = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : value
  return text === '' || text === undefined ? null : text
}

/** The credentials a medical reviewer shows readers: 3 to 160 characters, or none. */
export const credentialsRule = z.preprocess(
  trimmedOrNull,
  z
    .string({ error: 'profile.credentials.invalid' })
    .min(CREDENTIALS_MIN, { error: 'profile.credentials.tooShort' })
    .max(CREDENTIALS_MAX, { error: 'profile.credentials.tooLong' })
    .nullable(),
)

/** The profile form's query (/profile?intent=credentials): its own action, not the two-factor set-up's. */
export const CREDENTIALS_INTENT = 'credentials'

/** What saving one's credentials answers: the saved text, or why not (`invalid`: the text's fault). */
export type CredentialsResult =
  | { intent: 'credentials'; ok: true; credentials: string | null; message: string }
  | { intent: 'credentials'; ok: false; message: string; invalid?: boolean }
