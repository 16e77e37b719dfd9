import { ChevronDown } from 'lucide'
import { lazy, Suspense, useId, type Ref } from 'react'
import { NavLink } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { SECTION_PATH, type MenuSection } from '~/lib/header-menus'
import { useHydrated } from './use-hydrated'
import type { TranslationKey } from '~/i18n/keys'
// The "Greek only" label of the menus (menu-panel.tsx) stays in the shell, where it was before
// the menus' content became a chunk of its own: cards on most pages use it too, and alone it
// would be one more file for each of them (scripts/shell-chunk-plugin.ts).
import '~/components/cards/untranslated-note'

/** Full section names, as on the section pages. */
export const SECTION_TITLE_KEY: Record<MenuSection, TranslationKey> = {
  understanding: 'common.nav.understanding',
  living: 'common.nav.living',
}

/** What an opened menu shows, in a chunk of its own (menu-panel.tsx): fetched when a menu
 *  first opens, never with the page, and precached for offline use. */
const loadMenuPanel = () => import('./menu-panel')
const MenuPanel = lazy(loadMenuPanel)

/** Starts fetching the menus' content when a menu button is pointed at or focused, so that it
 *  is there when the menu opens. */
export function prefetchMenuPanel() {
  void loadMenuPanel()
}

/**
 * A menu's content: `columns` for the desktop mega-menu (the Living one with the tools beside),
 * `stacked` for a section of the mobile menu, `tools` for the mobile menu's tools.
 */
export function LazyMenuPanel(props: {
  part: 'columns' | 'stacked' | 'tools'
  section?: MenuSection
}) {
  const { t } = useTranslation()
  return (
    <Suspense
      fallback={
        <p role="status" className="p-2 text-sm text-muted-foreground">
          {t('chrome.menu.loading')}
        </p>
      }
    >
      <MenuPanel {...props} />
    </Suspense>
  )
}

const triggerClass =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 text-sm font-medium text-foreground hover:bg-muted hover:text-primary'

/**
 * A header mega-menu (disclosure navigation pattern): a button that shows or hides the panel
 * below the header. Before hydration, and without JavaScript, it is a link to the section page.
 */
export function MegaMenu({
  section,
  label,
  open,
  onOpenChange,
  triggerRef,
}: {
  section: MenuSection
  label: string
  open: boolean
  onOpenChange: (open: boolean) => void
  triggerRef?: Ref<HTMLButtonElement>
}) {
  const hydrated = useHydrated()
  const panelId = useId()
  if (!hydrated) {
    return (
      <NavLink to={SECTION_PATH[section]} className={triggerClass}>
        {label}
      </NavLink>
    )
  }
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        onPointerEnter={prefetchMenuPanel}
        onFocus={prefetchMenuPanel}
        className={cn(triggerClass, open && 'bg-muted text-primary')}
      >
        {label}
        <Icon
          icon={ChevronDown}
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-lg"
      >
        {/* Built when opened: a hidden panel shows nothing, and building both panels' links
            when the menus' data arrives after hydration was a long task on a phone. */}
        {open ? <LazyMenuPanel part="columns" section={section} /> : null}
      </div>
    </>
  )
}
