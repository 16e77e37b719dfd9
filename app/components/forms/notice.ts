/**
 * The one way forms tell how a save went (docs/decisions/0018-one-form-pipeline.md): a toast for
 * success and for a real failure (the server refused or failed), never for input the person can
 * fix (that is shown at its fields). Failures share one toast, so repeated attempts never stack.
 */
import { toast } from '~/components/ui/toaster'

const FAILURE = 'form-failure'

export const notice = {
  success(title: string, description?: string) {
    toast.dismiss(FAILURE)
    toast.success(title, description ? { description } : undefined)
  },
  failure(title: string, description?: string) {
    toast.error(title, { id: FAILURE, ...(description ? { description } : {}) })
  },
  /** A new attempt is on its way: the last failure no longer applies. */
  clearFailure() {
    toast.dismiss(FAILURE)
  },
}
