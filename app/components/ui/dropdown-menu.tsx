/**
 * Menu buttons (WAI-ARIA menu pattern) with shadcn/ui's API and no positioning library: the menu
 * opens below its button, arrow keys move between items, Escape and a click outside close it and
 * focus returns to the button. Light enough for visitor pages' JavaScript budget
 * (docs/decisions/0004-lightweight-overlays.md).
 */
import { Check } from 'lucide'
import { Slot } from 'radix-ui'
import * as React from 'react'

import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'

interface MenuState {
  open: boolean
  setOpen: (open: boolean, options?: { focus?: 'first' | 'last' | 'trigger' }) => void
  triggerRef: React.RefObject<HTMLElement | null>
  contentRef: React.RefObject<HTMLDivElement | null>
  menuId: string
  triggerId: string
  pendingFocusRef: React.RefObject<'first' | 'last' | null>
}

const MenuContext = React.createContext<MenuState | null>(null)

function useMenu() {
  const state = React.useContext(MenuContext)
  if (!state) throw new Error('DropdownMenu parts must be used within <DropdownMenu>')
  return state
}

const ITEM_SELECTOR =
  '[role="menuitem"]:not([aria-disabled="true"]),[role="menuitemradio"]:not([aria-disabled="true"])'

function items(content: HTMLElement | null) {
  return content ? Array.from(content.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : []
}

export interface DropdownMenuProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Accepted for API compatibility; the menu never blocks the rest of the page. */
  modal?: boolean
  children?: React.ReactNode
}

export function DropdownMenu({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  children,
}: DropdownMenuProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultOpen)
  const open = controlled ?? uncontrolled
  const triggerRef = React.useRef<HTMLElement | null>(null)
  const contentRef = React.useRef<HTMLDivElement | null>(null)
  const pendingFocusRef = React.useRef<'first' | 'last' | null>(null)
  const menuId = React.useId()
  const triggerId = React.useId()
  const onOpenChangeRef = React.useRef(onOpenChange)
  React.useEffect(() => {
    onOpenChangeRef.current = onOpenChange
  })

  const setOpen = React.useCallback<MenuState['setOpen']>(
    (next, options) => {
      pendingFocusRef.current =
        next && options?.focus !== 'trigger' ? (options?.focus ?? 'first') : null
      if (controlled === undefined) setUncontrolled(next)
      onOpenChangeRef.current?.(next)
      if (!next && options?.focus === 'trigger') triggerRef.current?.focus()
    },
    [controlled],
  )

  React.useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (contentRef.current?.contains(target) || triggerRef.current?.contains(target)) return
      setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, setOpen])

  const value = React.useMemo(
    () => ({ open, setOpen, triggerRef, contentRef, menuId, triggerId, pendingFocusRef }),
    [open, setOpen, menuId, triggerId],
  )
  return (
    <MenuContext.Provider value={value}>
      <div className="relative inline-flex">{children}</div>
    </MenuContext.Provider>
  )
}

export function DropdownMenuTrigger({
  asChild,
  onClick,
  onKeyDown,
  ...props
}: React.ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, setOpen, triggerRef, menuId, triggerId } = useMenu()
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      ref={triggerRef as React.Ref<HTMLButtonElement>}
      id={triggerId}
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) setOpen(!open)
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event)
        if (event.defaultPrevented) return
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault()
          setOpen(true, { focus: event.key === 'ArrowDown' ? 'first' : 'last' })
        }
      }}
      {...props}
    />
  )
}

export function DropdownMenuContent({
  className,
  align = 'start',
  sideOffset: _sideOffset,
  children,
  ...props
}: React.ComponentProps<'div'> & { align?: 'start' | 'end' | 'center'; sideOffset?: number }) {
  const { open, setOpen, contentRef, menuId, triggerId, pendingFocusRef } = useMenu()

  React.useEffect(() => {
    if (!open || !pendingFocusRef.current) return
    const list = items(contentRef.current)
    const target = pendingFocusRef.current === 'last' ? list[list.length - 1] : list[0]
    pendingFocusRef.current = null
    target?.focus()
  }, [open, contentRef, pendingFocusRef])

  if (!open) return null

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const list = items(contentRef.current)
    const index = list.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      event.preventDefault()
      list[(to + list.length) % list.length]?.focus()
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1)
      case 'ArrowUp':
        return move(index - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(list.length - 1)
      case 'Escape':
        event.preventDefault()
        return setOpen(false, { focus: 'trigger' })
      case 'Tab':
        return setOpen(false)
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          // Type-ahead: the next item starting with the typed character.
          const key = event.key.toLowerCase()
          const next = [...list.slice(index + 1), ...list.slice(0, index + 1)].find((item) =>
            item.textContent?.trim().toLowerCase().startsWith(key),
          )
          next?.focus()
        }
    }
  }

  return (
    <div
      ref={contentRef}
      id={menuId}
      role="menu"
      aria-labelledby={triggerId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={cn(
        'ui-menu',
        align === 'end' ? 'right-0' : align === 'center' ? 'left-1/2 -translate-x-1/2' : 'left-0',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  )
}

const itemClass = 'ui-menu-item'

interface ItemProps extends Omit<React.ComponentProps<'div'>, 'onSelect'> {
  asChild?: boolean
  disabled?: boolean
  /** Runs on click, Enter or Space; call event.preventDefault() to keep the menu open. */
  onSelect?: (event: Event) => void
  variant?: 'default' | 'destructive'
}

function useItemHandlers({
  onSelect,
  onClick,
  onKeyDown,
  disabled,
}: Pick<ItemProps, 'onSelect' | 'onClick' | 'onKeyDown' | 'disabled'>) {
  const { setOpen } = useMenu()
  return {
    onClick: (event: React.MouseEvent<HTMLDivElement>) => {
      if (disabled) return
      onClick?.(event)
      onSelect?.(event.nativeEvent)
      if (!event.defaultPrevented) setOpen(false, { focus: 'trigger' })
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLDivElement>) => {
      onKeyDown?.(event)
      if (event.defaultPrevented || disabled) return
      // Buttons and links answer Enter (and buttons Space) themselves with a click.
      const native = event.currentTarget.tagName === 'BUTTON' || event.currentTarget.tagName === 'A'
      if (!native && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault()
        event.currentTarget.click()
      }
    },
  }
}

export function DropdownMenuItem({
  className,
  asChild,
  disabled,
  onSelect,
  onClick,
  onKeyDown,
  variant = 'default',
  ...props
}: ItemProps) {
  const handlers = useItemHandlers({ onSelect, onClick, onKeyDown, disabled })
  const Comp = asChild ? Slot.Root : 'div'
  return (
    <Comp
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      className={cn(itemClass, variant === 'destructive' && 'ui-menu-item-destructive', className)}
      {...handlers}
      {...props}
    />
  )
}

const RadioContext = React.createContext<{
  value?: string
  onValueChange?: (value: string) => void
}>({})

export function DropdownMenuRadioGroup({
  value,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<'div'>, 'onChange'> & {
  value?: string
  onValueChange?: (value: string) => void
}) {
  return (
    <RadioContext.Provider value={{ value, onValueChange }}>
      <div role="group" {...props} />
    </RadioContext.Provider>
  )
}

export function DropdownMenuRadioItem({
  className,
  children,
  value,
  onSelect,
  onClick,
  onKeyDown,
  disabled,
  ...props
}: ItemProps & { value: string }) {
  const group = React.useContext(RadioContext)
  const checked = group.value === value
  const handlers = useItemHandlers({
    onSelect: (event) => {
      onSelect?.(event)
      group.onValueChange?.(value)
    },
    onClick,
    onKeyDown,
    disabled,
  })
  return (
    <div
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      className={cn(itemClass, 'ui-menu-item-radio', className)}
      {...handlers}
      {...props}
    >
      {children}
      {checked ? (
        <span className="absolute right-2 inline-flex">
          <Icon icon={Check} aria-hidden="true" />
        </span>
      ) : null}
    </div>
  )
}

export function DropdownMenuLabel({ className, ...props }: React.ComponentProps<'div'>) {
  return <div role="presentation" className={cn('ui-menu-label', className)} {...props} />
}

export function DropdownMenuSeparator({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="separator"
      aria-orientation="horizontal"
      className={cn('ui-menu-separator', className)}
      {...props}
    />
  )
}
