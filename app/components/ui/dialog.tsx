/**
 * Dialogs on the browser's own <dialog> element (shadcn/ui's API, no positioning library):
 * showModal() gives the focus trap, the inert background and Escape for free, which keeps
 * visitor pages inside the JavaScript budget (docs/decisions/0004-lightweight-overlays.md).
 */
import { X } from 'lucide'
import { Slot } from 'radix-ui'
import * as React from 'react'

import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'

interface DialogState {
  open: boolean
  setOpen: (open: boolean) => void
  titleId: string
  descriptionId: string
  /**
   * alertdialog: no closing by a click outside, so a stray click never answers a confirm dialog.
   */
  role: 'dialog' | 'alertdialog'
}

const DialogContext = React.createContext<DialogState | null>(null)

export function useDialog() {
  const state = React.useContext(DialogContext)
  if (!state) throw new Error('Dialog parts must be used within <Dialog>')
  return state
}

export interface DialogProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  children?: React.ReactNode
  role?: 'dialog' | 'alertdialog'
}

export function Dialog({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  children,
  role = 'dialog',
}: DialogProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultOpen)
  const open = controlled ?? uncontrolled
  const onOpenChangeRef = React.useRef(onOpenChange)
  React.useEffect(() => {
    onOpenChangeRef.current = onOpenChange
  })
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next)
      onOpenChangeRef.current?.(next)
    },
    [controlled],
  )
  const titleId = React.useId()
  const descriptionId = React.useId()
  const value = React.useMemo(
    () => ({ open, setOpen, titleId, descriptionId, role }),
    [open, setOpen, titleId, descriptionId, role],
  )
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>
}

export function DialogTrigger({
  asChild,
  onClick,
  ...props
}: React.ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, setOpen } = useDialog()
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) setOpen(true)
      }}
      {...props}
    />
  )
}

export function DialogClose({
  asChild,
  onClick,
  ...props
}: React.ComponentProps<'button'> & { asChild?: boolean }) {
  const { setOpen } = useDialog()
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) setOpen(false)
      }}
      {...props}
    />
  )
}

export interface DialogContentProps extends Omit<React.ComponentProps<'dialog'>, 'open' | 'role'> {
  /** Accessible name of the close (X) button, in the page's language; omit for no X button. */
  closeLabel?: string
  /** Called when Escape is pressed; call event.preventDefault() to keep the dialog open. */
  onEscapeKeyDown?: (event: Event) => void
  /**
   * Whether a click outside closes the dialog (default true). Forms that hold typed work say
   * false, so a stray click does not throw it away; Escape and the close button still close.
   */
  closeOnOutsideClick?: boolean
}

export function DialogContent({
  className,
  children,
  closeLabel,
  onEscapeKeyDown,
  closeOnOutsideClick = true,
  ...props
}: DialogContentProps) {
  const { open, setOpen, titleId, descriptionId, role } = useDialog()
  const ref = React.useRef<HTMLDialogElement>(null)
  const returnFocus = React.useRef<Element | null>(null)

  React.useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  React.useEffect(() => {
    if (open) return
    const previous = returnFocus.current
    returnFocus.current = null
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
  }, [open])

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: close through our state so React and the element agree.
        onEscapeKeyDown?.(event.nativeEvent)
        const keepOpen = event.nativeEvent.defaultPrevented
        event.preventDefault()
        if (!keepOpen) setOpen(false)
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (role === 'alertdialog' || !closeOnOutsideClick || event.target !== ref.current) return
        const box = ref.current.getBoundingClientRect()
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom
        if (!inside) setOpen(false)
      }}
      className={cn('ui-dialog', className)}
      {...props}
    >
      {open ? (
        <div className="relative grid gap-4">
          {children}
          {closeLabel ? (
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="absolute -right-3 -top-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <Icon icon={X} aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('ui-dialog-header', className)} {...props} />
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('ui-dialog-footer', className)} {...props} />
}

export function DialogTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  const { titleId } = useDialog()
  return <h2 id={titleId} className={cn('ui-dialog-title', className)} {...props} />
}

export function DialogDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { descriptionId } = useDialog()
  return <p id={descriptionId} className={cn('ui-dialog-description', className)} {...props} />
}
