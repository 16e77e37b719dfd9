import { useState } from 'react'

import { EditConflictAlert } from '~/components/forms/edit-conflict'
import type { WikiActionResult } from '~/domain/wiki-types'

type Failed = Extract<WikiActionResult, { ok: false }>

/**
 * The revision an article's edit form is based on, sent as `base_revision`: the server refuses
 * a save over someone else's newer one. After such a refusal the form says who saved, keeps
 * what was typed, and is based on their version, so saving again overwrites it knowingly.
 */
export function useEditBase(baseRevision: string | undefined) {
  const [conflict, setConflict] = useState<{ message?: string; revisionId: number } | undefined>(undefined)
  return {
    /** Give it every failed answer; only a conflict changes anything. */
    noteFailure(result: Failed) {
      if (result.conflict) setConflict({ message: result.message, revisionId: result.conflict.revisionId })
    },
    field:
      baseRevision === undefined ? null : <input type="hidden" name="base_revision" value={conflict ? String(conflict.revisionId) : baseRevision} />,
    alert: conflict ? <EditConflictAlert message={conflict.message} /> : null,
  }
}
