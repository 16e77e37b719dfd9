/**
 * A refused restore of a page as the team is told it (the history page, Recently deleted, the
 * API): the status and the message in the reader's language. A deleted page whose address
 * another page has taken says which address and what to do (decision 0075).
 */
import type { RouterContextProvider } from 'react-router'

import { i18nContext } from '~/context.server'
import type { PageRestoreResult } from '~/domain/pages.server'

export interface PageRestoreRefusal {
  status: 400 | 403 | 404 | 409
  code: 'validation_failed' | 'forbidden' | 'not_found' | 'conflict'
  message: string
}

export function pageRestoreRefusal(
  context: Readonly<RouterContextProvider>,
  result: Extract<PageRestoreResult, { ok: false }>,
): PageRestoreRefusal {
  const { t } = context.get(i18nContext)
  switch (result.reason) {
    case 'not_found':
      return { status: 404, code: 'not_found', message: t('admin.api.revisionNotFound') }
    case 'forbidden':
      // Whoever passed the entry's check may restore versions: bringing a deleted page back is
      // what they may not do.
      return { status: 403, code: 'forbidden', message: t('admin.pages.restoreAdminOnly') }
    case 'slug_taken':
      return {
        status: 409,
        code: 'conflict',
        message: t('admin.pages.restoreSlugTaken', { slug: result.slug }),
      }
    case 'invalid':
      return { status: 400, code: 'validation_failed', message: t('admin.api.restoreInvalid') }
  }
}
