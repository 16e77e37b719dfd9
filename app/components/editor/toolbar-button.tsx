import { cn } from '~/lib/cn'

/**
 * A button of the editor's toolbars. Pressing it with the mouse keeps the editor's focus and
 * selection (the button itself does not take focus); from the keyboard it is an ordinary button.
 * An icon-only button names itself with `label`; a button with visible text needs none.
 */
export function ToolbarButton({
  label,
  pressed,
  onClick,
  disabled,
  className,
  children,
}: {
  label?: string
  pressed?: boolean
  onClick: () => void
  disabled?: boolean
  className?: string
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 min-w-9 items-center justify-center rounded-md text-foreground hover:bg-muted disabled:opacity-40 [&_svg]:size-4',
        pressed && 'bg-primary-soft text-primary',
        className,
      )}
    >
      {children}
    </button>
  )
}

export function ToolbarSeparator({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('mx-1 h-6 w-px bg-border', className)} />
}
