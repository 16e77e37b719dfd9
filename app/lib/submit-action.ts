/**
 * What a content form's save button does, said on the button: with the status chosen in the
 * form, a draft is saved, an item submitted for review (or saved while it waits), a scheduled
 * item scheduled, and a published one published, or updated when it was published already
 * (`stored`: the status the item has now; none for a new item). An author's save of a published
 * or scheduled item (`proposes`) submits the change for review whatever status is chosen: the
 * item keeps its status, and an editor publishes the change (decision 0055).
 */
export type SubmitAction =
  | 'saveDraft'
  | 'submitForReview'
  | 'savePending'
  | 'submitChange'
  | 'schedule'
  | 'publish'
  | 'update'

export function submitAction(chosen: string, stored?: unknown, proposes = false): SubmitAction {
  if (proposes) return 'submitChange'
  if (chosen === 'draft') return 'saveDraft'
  if (chosen === 'pending_review')
    return stored === 'pending_review' ? 'savePending' : 'submitForReview'
  if (chosen === 'scheduled') return 'schedule'
  return stored === 'published' ? 'update' : 'publish'
}
