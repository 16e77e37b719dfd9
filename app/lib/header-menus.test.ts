import { describe, expect, it } from 'vitest'

import { buildHeaderMenus, MEGA_MENU_MAX_COLUMNS } from './header-menus'

const category = (id: string, page: number, nameEl: string | null = null) => ({
  id,
  slug: `cat-${id}`,
  name: `Category ${id}`,
  nameEl,
  page,
})
const article = (
  slug: string,
  categoryId: string,
  status = 'published',
  titleEl: string | null = null,
) => ({
  slug,
  title: `Article ${slug}`,
  titleEl,
  categoryId,
  status,
})

describe('buildHeaderMenus', () => {
  it('puts page 1 categories under Understanding and page 2 under Living, with section links', () => {
    const menus = buildHeaderMenus(
      [category('a', 1), category('b', 2), category('c', 0)],
      [article('x', 'a'), article('y', 'b')],
      'en',
    )
    expect(menus.understanding.columns).toEqual([
      {
        name: 'Category a',
        href: '/understanding-epilepsy/cat-a',
        untranslated: false,
        greekOnly: false,
        articles: [
          {
            title: 'Article x',
            href: '/understanding-epilepsy/cat-a/x',
            untranslated: false,
            greekOnly: false,
          },
        ],
      },
    ])
    expect(menus.living.columns.map((c) => c.articles[0]?.href)).toEqual([
      '/living-with-epilepsy/cat-b/y',
    ])
    expect(menus.understanding.more).toBe(false)
  })

  it('shows published articles only, even to admins', () => {
    const menus = buildHeaderMenus(
      [category('a', 1)],
      [article('draft', 'a', 'draft'), article('old', 'a', 'archived'), article('live', 'a')],
      'en',
    )
    expect(menus.understanding.columns[0]?.articles.map((a) => a.title)).toEqual(['Article live'])
  })

  it('keeps an empty category as a column without articles', () => {
    const menus = buildHeaderMenus([category('a', 2)], [], 'en')
    expect(menus.living.columns).toHaveLength(1)
    expect(menus.living.columns[0]?.articles).toEqual([])
  })

  it(`has at most ${MEGA_MENU_MAX_COLUMNS} columns and says when there are more`, () => {
    const categories = Array.from({ length: 7 }, (_, i) => category(String(i), 1))
    const menus = buildHeaderMenus(categories, [], 'en')
    expect(menus.understanding.columns).toHaveLength(MEGA_MENU_MAX_COLUMNS)
    expect(menus.understanding.columns.map((c) => c.name)).toEqual(
      ['0', '1', '2', '3', '4'].map((i) => `Category ${i}`),
    )
    expect(menus.understanding.more).toBe(true)
  })

  it('uses the Greek names on Greek pages and marks the English fallbacks', () => {
    const menus = buildHeaderMenus(
      [category('a', 1, 'Κατηγορία'), category('b', 1)],
      [article('x', 'a', 'published', 'Άρθρο'), article('y', 'b')],
      'el',
    )
    const [greek, english] = menus.understanding.columns
    expect(greek).toMatchObject({ name: 'Κατηγορία', untranslated: false })
    expect(greek?.articles[0]).toMatchObject({ title: 'Άρθρο', untranslated: false })
    expect(english).toMatchObject({ name: 'Category b', untranslated: true })
    expect(english?.articles[0]).toMatchObject({ title: 'Article y', untranslated: true })
  })

  it('gives English pages the Greek name of an entry in Greek only, marked, and never an empty one', () => {
    const greekOnly = { ...category('g', 2, 'Ύπνος'), name: '' }
    const nameless = { ...category('n', 2), name: ' ' }
    const menus = buildHeaderMenus(
      [greekOnly, nameless],
      [{ ...article('x', 'g', 'published', 'Ύπνος και κρίσεις'), title: '' }],
      'en',
    )
    const [greek, empty] = menus.living.columns
    expect(greek).toMatchObject({ name: 'Ύπνος', greekOnly: true, untranslated: false })
    expect(greek?.articles[0]).toMatchObject({ title: 'Ύπνος και κρίσεις', greekOnly: true })
    expect(empty).toMatchObject({ name: 'cat-n', greekOnly: false })
    // On Greek pages the same entries are plain Greek.
    const el = buildHeaderMenus([greekOnly], [], 'el')
    expect(el.living.columns[0]).toMatchObject({ name: 'Ύπνος', greekOnly: false })
  })
})
