/**
 * How many bytes of request body each route may send. The HTTP server checks the declared
 * Content-Length against this before reading anything and counts a streamed body as it arrives
 * (413 as soon as it passes the limit), so no route ever holds more than its own limit in memory.
 *
 * The numbers follow what the real forms can send: sign-in and most forms are a few fields;
 * the rich-text content forms carry two languages of article HTML (Greek letters take six bytes
 * each once URL-encoded); only the image upload gets the image limit.
 */
const KB = 1024
const MB = 1024 * KB

/** The largest image anyone may upload (the upload widget, the editor and the server check it). */
export const MAX_IMAGE_BYTES = 10 * MB

export const BODY_LIMITS = {
  /** Likes: {"liked": true}. */
  like: 2 * KB,
  /** Sign-in, sign-up, password reset, sign-out, delete buttons and every other small form. */
  form: 16 * KB,
  /** The JSON API's content writes (JSON keeps Greek letters at two bytes each). */
  contentJson: 1 * MB,
  /** Event, news, story and wiki forms: rich text in English and Greek. */
  contentForm: 4 * MB,
  /** One image in a multipart envelope. */
  upload: MAX_IMAGE_BYTES + 64 * KB,
} as const

const CONTENT_FORM_PAGES = [
  /^\/(events|news|story)\/create$/,
  /^\/events\/[^/]+\/edit$/,
  /^\/news\/[^/]+\/edit$/,
  /^\/story\/[^/]+\/edit$/,
  // The wiki and the two education sections edit categories and articles in place.
  /^\/wiki(\/.*)?$/,
  /^\/(understanding-epilepsy|living-with-epilepsy)(\/.*)?$/,
  // A newsletter: rich text in English and Greek, as the content forms.
  /^\/admin\/newsletter$/,
]

const CONTENT_JSON = [
  /^\/api\/v1\/(events|news|stories)(\/[^/]+)?$/,
  /^\/api\/v1\/wiki\//,
  /^\/api\/v1\/newsletters$/,
]

const UPLOADS = [/^\/api\/v1\/images$/, /^\/functions\/v1\/image-upload$/]

/**
 * The body limit in bytes for a request. `pathname` is the decoded path as the router sees it;
 * React Router's data requests (`/events/create.data`) count as their page.
 */
export function bodyLimitFor(method: string, pathname: string): number {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/'
  if (method === 'POST' && UPLOADS.some((pattern) => pattern.test(path))) return BODY_LIMITS.upload
  if (/^\/api\/v1\/(events|news|stories)\/[^/]+\/like$/.test(path)) return BODY_LIMITS.like
  if (CONTENT_JSON.some((pattern) => pattern.test(path))) return BODY_LIMITS.contentJson
  if (CONTENT_FORM_PAGES.some((pattern) => pattern.test(path))) return BODY_LIMITS.contentForm
  return BODY_LIMITS.form
}

/** Raised inside a request body stream that passed its route's limit. */
export class BodyTooLargeError extends Error {
  readonly code = 'ERR_BODY_TOO_LARGE'
  constructor(readonly limit: number) {
    super(`request body larger than ${limit} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/** Also across bundles (the server bundle and a test's modules are different copies). */
export function isBodyTooLarge(error: unknown): error is BodyTooLargeError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'ERR_BODY_TOO_LARGE'
  )
}
