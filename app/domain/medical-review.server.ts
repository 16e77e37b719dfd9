/**
 * Whether an article's medical text changed since its review: the review keeps a SHA-256 of the
 * texts it covered (titles, excerpts and contents in both languages), so a change to any of
 * them after the review, even on the same day, shows the editors that the review predates it.
 */
import { createHash } from 'node:crypto'

import type { WikiArticleRow } from '~/db/schema'

/** The medical text of an article: a change to any of these after the review makes it stale. */
const MEDICAL_TEXT_FIELDS = [
  'title',
  'titleEl',
  'excerpt',
  'excerptEl',
  'content',
  'contentEl',
] as const

type MedicalText = Pick<WikiArticleRow, (typeof MEDICAL_TEXT_FIELDS)[number]>

export function medicalTextHash(article: MedicalText): string {
  const texts = MEDICAL_TEXT_FIELDS.map((field) => article[field] ?? '')
  return createHash('sha256').update(JSON.stringify(texts)).digest('hex')
}

/** Reviewed, and the medical text is no longer what the reviewer checked. */
export function reviewPredatesText(
  article: MedicalText & Pick<WikiArticleRow, 'reviewedOn' | 'reviewedTextHash'>,
): boolean {
  if (!article.reviewedOn || !article.reviewedTextHash) return false
  return medicalTextHash(article) !== article.reviewedTextHash
}
