/**
 * The one way a form post becomes what a schema parses, and the one shape of its problems
 * (docs/decisions/0018-one-form-pipeline.md). Used by the browser before a form is sent and by
 * the server, which checks every post again.
 *
 * No Zod at run time here (types only): the account pages are visitor pages, and they check
 * their fields with plain functions of the same shape rather than carry a schema library.
 */
import type { ZodError, ZodType } from 'zod'

/** Field name -> i18n key of its first problem. The form translates the key where it shows it. */
export type FieldErrors = Record<string, string>

/** What a form check answers: no keys when the input is fine. */
export type FormCheck = (values: Record<string, unknown>) => FieldErrors

/** Fields that carry a list (a value per chip or checkbox); every other field is one value. */
export const LIST_FIELDS: readonly string[] = ['tags']

/**
 * A form post as the schemas read it: fields named in `lists` become arrays of every value sent,
 * any other field keeps the LAST value sent (a hidden fallback before a checkbox, or a second
 * control of the same name, overrides what came before, as browsers' own forms read). Files are
 * left out: uploads go through their own endpoint and forms post the resulting address.
 */
export function formValues(
  form: FormData,
  lists: readonly string[] = LIST_FIELDS,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of new Set(form.keys())) {
    const texts = form.getAll(key).filter((value): value is string => typeof value === 'string')
    if (lists.includes(key)) out[key] = texts
    else if (texts.length > 0) out[key] = texts.at(-1)
  }
  return out
}

/**
 * Messages that are i18n keys of a validation or errors group: an area (and at most one group
 * in it, as `admin.wiki`), then "validation" or "errors", then a name.
 */
const MESSAGE_KEY = /^[a-z]+(\.[a-z]+)?\.(validation|errors)\.[A-Za-z]+$/

/** Where problems about the whole input (no field) are filed. */
export const FORM_LEVEL = 'form'

/**
 * The first problem of each field, as i18n keys. A message that is not one of our keys (a Zod
 * default, in English) becomes `fallback`, so a reader never sees untranslated text.
 */
export function fieldErrorsOf(error: Pick<ZodError, 'issues'>, fallback: string): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : FORM_LEVEL
    fields[field] ??= MESSAGE_KEY.test(issue.message) ? issue.message : fallback
  }
  return fields
}

/** A schema as a form check: the same field errors in the browser and on the server. */
export function schemaCheck(schema: ZodType, fallback: string): FormCheck {
  return (values) => {
    const result = schema.safeParse(values)
    return result.success ? {} : fieldErrorsOf(result.error, fallback)
  }
}

export function hasFieldErrors(errors: FieldErrors | undefined): errors is FieldErrors {
  return errors !== undefined && Object.keys(errors).length > 0
}

/** Field errors with each key translated, for answers read by programs (the JSON APIs). */
export function translateFieldErrors(
  errors: FieldErrors,
  t: (key: string) => string,
  rename: (field: string) => string = (field) => field,
) {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [rename(field), t(key)]))
}
