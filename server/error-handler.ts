/**
 * The last handler of the Express app: whatever a middleware or route passed on as an error is
 * answered as the site answers its own refusals (a small page in the visitor's language, or the
 * API's JSON error), never with Express's default error page, which shows a stack trace outside
 * production and the site's look nowhere.
 */
import type { ErrorRequestHandler } from 'express'

import { isBodyTooLarge } from '~/lib/body-limits'
import type { Logger } from '~/logger.server'
import { refuse } from './request-guards'

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (isBodyTooLarge(error)) {
      refuse(req, res, 413, 'payload_too_large', 'common.refused.tooLarge').catch(() => res.end())
      return
    }
    ;(req.log ?? logger).error({ err: error }, 'request failed')
    // Part of the answer is out: Express's own handler only closes the connection then.
    if (res.headersSent) return next(error)
    refuse(req, res, 500, 'internal', 'common.error.generic').catch(() => {
      if (!res.headersSent) res.status(500).type('text/plain').send('Internal Server Error')
    })
  }
}
