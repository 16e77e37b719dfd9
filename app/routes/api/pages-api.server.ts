/**
 * The JSON API of pages (docs/api.md, Pages): the answers of a page's save shared by
 * GET/POST /api/v1/pages (pages.ts) and GET/PATCH/PUT/DELETE /api/v1/pages/{id} (page.ts).
 */
import type { RouterContextProvider } from 'react-router'

import { publishRefusal } from '~/http/content-permissions.server'
import { conflictFieldsJson, conflictMessage } from '~/http/edit-conflict.server'
import { apiError } from '~/lib/api-error.server'
import type { PageSaveResult } from '~/domain/pages.server'
import { t, translateFields } from './api.server'

type Ctx = Readonly<RouterContextProvider>

/** A refused save as the API answers it (400, 403, 404 or 409), with translated messages. */
export function pageSaveRefusal(
  context: Ctx,
  result: Extract<PageSaveResult, { ok: false }>,
): Response {
  switch (result.reason) {
    case 'not_found':
      return apiError(404, 'not_found', t(context, 'admin.pages.notFound'))
    case 'forbidden': {
      const refusal = publishRefusal(context)
      return apiError(refusal.status, refusal.code, refusal.message)
    }
    case 'conflict':
      return apiError(
        409,
        'conflict',
        conflictMessage(context, result, 'pages', result.fields),
        conflictFieldsJson(context, result.fields),
      )
    case 'invalid':
      return apiError(
        400,
        'validation_failed',
        t(context, 'admin.api.invalid'),
        translateFields(context, result.fields),
      )
  }
}
