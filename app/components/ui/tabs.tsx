/**
 * Tabs in the shadcn/ui API, after the WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and
 * End move between tabs and show the tab they reach. Hand-made rather than Radix's, whose roving
 * focus and presence machinery weighs 8 kB gzipped on pages that must stay light (decision 0004).
 */
import * as React from 'react'

import { cn } from '~/lib/cn'

interface TabsState {
  value: string
  select: (value: string) => void
  baseId: string
}

const TabsContext = React.createContext<TabsState | null>(null)

function useTabs(part: string) {
  const state = React.useContext(TabsContext)
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`)
  return state
}

const idOf = (baseId: string, kind: 'tab' | 'panel', value: string) => `${baseId}-${kind}-${value}`

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue ?? '')
  const current = value ?? uncontrolled
  const baseId = React.useId()
  const state = React.useMemo<TabsState>(
    () => ({
      value: current,
      baseId,
      select: (next) => {
        if (value === undefined) setUncontrolled(next)
        onValueChange?.(next)
      },
    }),
    [current, baseId, value, onValueChange],
  )
  return (
    <TabsContext value={state}>
      <div {...props} />
    </TabsContext>
  )
}

const KEY_STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  const { select } = useTabs('TabsList')
  const onKey = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'),
    ]
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement)
    if (at < 0) return
    let next: number
    if (event.key in KEY_STEP) next = (at + KEY_STEP[event.key]! + tabs.length) % tabs.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    else return
    event.preventDefault()
    const tab = tabs[next]!
    tab.focus()
    select(tab.dataset.value!)
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('ui-tabs-list', className)}
      onKeyDown={onKey}
      {...props}
    />
  )
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: React.ComponentProps<'button'> & { value: string }) {
  const { value: current, select, baseId } = useTabs('TabsTrigger')
  const active = value === current
  return (
    <button
      type="button"
      role="tab"
      id={idOf(baseId, 'tab', value)}
      aria-selected={active}
      aria-controls={idOf(baseId, 'panel', value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      data-value={value}
      className={cn('ui-tabs-trigger', className)}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) select(value)
      }}
      {...props}
    />
  )
}

/** Every panel is in the page (each tab's aria-controls names one); only the shown one has content. */
export function TabsContent({
  value,
  children,
  ...props
}: React.ComponentProps<'div'> & { value: string }) {
  const { value: current, baseId } = useTabs('TabsContent')
  const active = value === current
  return (
    <div
      role="tabpanel"
      id={idOf(baseId, 'panel', value)}
      aria-labelledby={idOf(baseId, 'tab', value)}
      hidden={!active}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      {...props}
    >
      {active ? children : null}
    </div>
  )
}
