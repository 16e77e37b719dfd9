/**
 * The in-page question before something kept on the device is deleted: the answer is one key
 * press away (the confirm button takes focus), and cancelling gives the focus back to the
 * button that asked.
 */
import { useId, type RefObject } from 'react'

import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'

export function DeleteConfirmation({
  question,
  confirm,
  cancel,
  returnFocus,
  onConfirm,
  onCancel,
  className,
}: {
  question: string
  confirm: string
  cancel: string
  /** The delete button, which takes the focus back when the person cancels. */
  returnFocus: RefObject<HTMLButtonElement | null>
  onConfirm: () => void
  onCancel: () => void
  className?: string
}) {
  const id = useId()
  return (
    <div
      role="alertdialog"
      aria-labelledby={id}
      className={cn('rounded-xl border-2 border-danger bg-background p-4', className)}
    >
      <p id={id} className="font-semibold">
        {question}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          type="button"
          variant="destructive"
          className="h-auto min-h-12 whitespace-normal py-2"
          // The question has just appeared: the answer is one key press away.
          autoFocus
          onClick={onConfirm}
        >
          {confirm}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="h-auto min-h-12 whitespace-normal py-2"
          onClick={() => {
            onCancel()
            returnFocus.current?.focus()
          }}
        >
          {cancel}
        </Button>
      </div>
    </div>
  )
}
