import { ArrowRight, ChevronDown } from 'lucide'
import { useId, type Ref } from 'react'
import { Link, NavLink } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { SECTION_PATH, type MenuSection } from '~/lib/header-menus'
import { useHeaderMenusState } from './header-menus-context'
import { ToolLinks } from './tool-links'
import { useHydrated } from './use-hydrated'
import { GreekOnlyLabel } from '~/components/cards/untranslated-note'
import type { TranslationKey } from '~/i18n/keys'

/** Full section names, as on the section pages. */
export const SECTION_TITLE_KEY: Record<MenuSection, TranslationKey> = {
  understanding: 'common.nav.understanding',
  living: 'common.nav.living',
}

const GRID_COLUMNS = [
  'grid-cols-1',
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-3',
  'grid-cols-4',
  'grid-cols-5',
]

/**
 * The categories of a section with their published articles: columns in the desktop mega-menu,
 * a stacked list in the mobile menu. Shows 'Loading...' until the data is there.
 */
export function SectionLinks({
  section,
  layout,
}: {
  section: MenuSection
  layout: 'columns' | 'stacked'
}) {
  const { t } = useTranslation()
  const state = useHeaderMenusState()
  const data = state.menus?.[section]
  let body
  if (!data) {
    body =
      state.status === 'error' ? (
        <p className="text-sm text-muted-foreground">{t('chrome.menu.loadFailed')}</p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t('chrome.menu.loading')}
        </p>
      )
  } else if (data.columns.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('chrome.menu.noCategories')}</p>
  } else {
    body = (
      <ul
        className={cn(
          layout === 'columns'
            ? cn('grid gap-x-8 gap-y-6', GRID_COLUMNS[data.columns.length])
            : 'space-y-5',
        )}
      >
        {data.columns.map((column) => (
          <li key={column.href} className="min-w-0">
            {/* English on a Greek page for want of Greek; on an English page, a name in Greek
                only is marked Greek and labelled (decision 0035). */}
            <Link
              to={column.href}
              lang={column.untranslated ? 'en' : undefined}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              <span lang={column.greekOnly ? 'el' : undefined}>{column.name}</span>
              <GreekOnlyLabel greekOnly={column.greekOnly} />
            </Link>
            {column.articles.length > 0 ? (
              <ul
                className={cn(
                  'mt-2 space-y-1',
                  layout === 'stacked' && 'border-l border-border pl-3',
                )}
              >
                {column.articles.map((article) => (
                  <li key={article.href}>
                    <Link
                      to={article.href}
                      lang={article.untranslated ? 'en' : undefined}
                      className="block rounded-md py-1 text-sm text-foreground underline-offset-4 hover:text-primary hover:underline"
                    >
                      <span lang={article.greekOnly ? 'el' : undefined}>{article.title}</span>
                      <GreekOnlyLabel greekOnly={article.greekOnly} />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">{t('chrome.menu.noArticles')}</p>
            )}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <div>
      {body}
      <Link
        to={SECTION_PATH[section]}
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('chrome.menu.overview', { section: t(SECTION_TITLE_KEY[section]) })}
        <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
      </Link>
    </div>
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
        {open ? (
          <div
            className={cn(
              'mx-auto max-w-7xl px-6 py-8',
              section === 'living' && 'grid grid-cols-[1fr_14rem] gap-8',
            )}
          >
            <SectionLinks section={section} layout="columns" />
            {/* Living with epilepsy: the help tools, fixed links there before the menus' data
                arrives and whatever the wiki holds. */}
            {section === 'living' ? (
              <ToolLinks layout="aside" className="border-l border-border pl-8" />
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  )
}
