/**
 * The Understanding and Living mega-menus of the header: the wiki categories of a
 * section as columns (at most five) with their published articles. Built on the server from the
 * wiki rows; the header renders the result.
 */
import type { Lang } from '~/i18n/languages'
import { localizeForReader } from '~/lib/localized'
import { WIKI_PAGE } from './wiki-urls'

export const MEGA_MENU_MAX_COLUMNS = 5

export type MenuSection = keyof typeof WIKI_PAGE

/** The section pages: /understanding-epilepsy/{category}/{article}, /living-with-epilepsy/... */
export const SECTION_PATH: Record<MenuSection, string> = {
  understanding: '/understanding-epilepsy',
  living: '/living-with-epilepsy',
}

export interface MenuArticle {
  title: string
  href: string
  /** The title is shown in English on a Greek page. */
  untranslated: boolean
  /** Written in Greek only: its Greek title on an English page, with a label saying so. */
  greekOnly: boolean
}

export interface MenuColumn {
  name: string
  href: string
  untranslated: boolean
  /** Named in Greek only: its Greek name on an English page, with a label saying so. */
  greekOnly: boolean
  articles: MenuArticle[]
}

export interface MenuData {
  columns: MenuColumn[]
  /** More categories exist than fit into the menu. */
  more: boolean
}

export type HeaderMenus = Record<MenuSection, MenuData>

interface CategoryRow {
  id: string
  slug: string
  name: string
  nameEl: string | null
  page: number
}

interface ArticleRow {
  slug: string
  title: string
  titleEl: string | null
  categoryId: string
  status: string
}

/**
 * Rows come ordered by order_index (categories and articles). Only published articles appear in
 * menus, whoever is looking (admins included), so an admin's drafts never show here.
 */
export function buildHeaderMenus(
  categories: readonly CategoryRow[],
  articles: readonly ArticleRow[],
  lang: Lang,
): HeaderMenus {
  const bySection = (section: MenuSection): MenuData => {
    const base = SECTION_PATH[section]
    const inSection = categories.filter((category) => category.page === WIKI_PAGE[section])
    const columns = inSection.slice(0, MEGA_MENU_MAX_COLUMNS).map((category) => {
      // A category named in Greek only keeps its Greek name in the English menu (decision 0035).
      const { name, untranslated, greekOnly } = localizeForReader(
        category,
        lang,
        ['name'] as const,
        'name',
      )
      return {
        // Never an empty link: a row with no name in either language shows its address.
        name: name.trim() || category.slug,
        href: `${base}/${category.slug}`,
        untranslated: untranslated.length > 0,
        greekOnly,
        articles: articles
          .filter((article) => article.categoryId === category.id && article.status === 'published')
          .map((article) => {
            // An article written in Greek only keeps its Greek title in the English menu (decision 0035).
            const localized = localizeForReader(article, lang, ['title'] as const)
            return {
              title: localized.title.trim() || article.slug,
              href: `${base}/${category.slug}/${article.slug}`,
              untranslated: localized.untranslated.length > 0,
              greekOnly: localized.greekOnly,
            }
          }),
      }
    })
    return { columns, more: inSection.length > MEGA_MENU_MAX_COLUMNS }
  }
  return { understanding: bySection('understanding'), living: bySection('living') }
}

/** The window event after which the header reads the menus again (dispatched by the wiki pages). */
export const REFRESH_HEADER_EVENT = 'refreshHeaderData'
export const REFRESH_HEADER_DEBOUNCE_MS = 300
