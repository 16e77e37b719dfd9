/**
 * What an opened header menu shows: a section's categories with their articles (columns in the
 * desktop mega-menu, a stacked list in the mobile menu) and the tools' list. A chunk of its own
 * (`LazyMenuPanel` in mega-menu.tsx): no page loads it before a menu opens, and the service
 * worker precaches it for offline use (docs/decisions/0073-tools-in-the-header-menus.md).
 */
import { ArrowRight } from 'lucide'
import { Link } from 'react-router'

import { GreekOnlyLabel } from '~/components/cards/untranslated-note'
import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { SECTION_PATH, type MenuSection } from '~/lib/header-menus'
import { useHeaderMenusState } from './header-menus-context'
import { SECTION_TITLE_KEY } from './mega-menu'
import ToolLinks from './tool-links'

export default function MenuPanel({
  part,
  section = 'living',
}: {
  part: 'columns' | 'stacked' | 'tools'
  section?: MenuSection
}) {
  if (part === 'tools') return <ToolLinks />
  if (part === 'stacked') return <SectionLinks section={section} layout="stacked" />
  return (
    // One column, or two where the Living menu adds the tools beside its categories.
    <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] gap-8 px-6 py-8">
      <SectionLinks section={section} layout="columns" />
      {section === 'living' ? <ToolLinks aside /> : null}
    </div>
  )
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
function SectionLinks({
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
