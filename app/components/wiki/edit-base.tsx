import { useState } from 'react'

import { EditConflictAlert } from '~/components/forms/edit-conflict'
import type { ConflictView } from '~/domain/edit-merge'
import type { WikiActionResult } from '~/domain/wiki-types'

type Failed = Extract<WikiActionResult, { ok: false }>

/**
 * The revision an article's edit form is based on (a restored draft's: the one it was typed
 * against), sent as `base_revision`: the server refuses a save over someone else's newer one.
 * After such a refusal the form says who saved and what they changed, keeps what was typed and
 * stays based on the same revision, so saving again merges their changes with this editor's.
 */
export function useEditBase(baseRevision: string | undefined) {
  const [conflict, setConflict] = useState<{ message?: string; view: ConflictView } | undefined>(
    undefined,
  )
  return {
    /** Give it every failed answer; only a conflict changes anything. */
    noteFailure(result: Failed) {
      if (result.conflict) setConflict({ message: result.message, view: result.conflict })
    },
    field:
      baseRevision === undefined ? null : (
        <input type="hidden" name="base_revision" value={baseRevision} />
      ),
    alert: conflict ? (
      <EditConflictAlert
        key={conflict.view.revisionId}
        message={conflict.message}
        conflict={conflict.view}
      />
    ) : null,
  }
}
