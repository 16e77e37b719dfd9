import { isContentKind, type ContentKind } from '~/domain/content-kinds'
import { apiError } from '~/lib/api-error.server'
import type { TranslationKey } from '~/i18n/keys'

/**
 * The kind a content API route serves, from its `:kind` segment (routes.ts); a 404 Response for
 * anything else. The older story-delete paths serve stories only.
 */
export function kindParam(
  params: { kind?: string },
  t: (key: TranslationKey) => string,
  only?: ContentKind,
): ContentKind {
  const kind = params.kind
  if (!isContentKind(kind) || (only && kind !== only))
    throw apiError(404, 'not_found', t('admin.api.unknownPath'))
  return kind
}
