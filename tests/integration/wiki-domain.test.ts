/** Wiki writes and validation: categories, articles, the category-delete transaction. */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { wikiArticles, wikiCategories, wikiMedia } from '~/db/schema'
import { ANONYMOUS } from '~/domain/viewer'
import {
  articleFromEditor,
  articleFromInlineCreate,
  articlePatchFromInline,
  countArticlesByCategory,
  createArticle,
  createCategory,
  deleteArticle,
  deleteCategory,
  getArticleById,
  getArticleBySlugs,
  getCategoryById,
  listArticles,
  updateArticle,
  updateCategory,
  WikiWriteError,
} from '~/domain/wiki.server'
import {
  articleInputSchema,
  categoryInputSchema,
  wikiFieldErrors,
  inlineArticleCreateSchema,
  inlineArticleUpdateSchema,
} from '~/domain/wiki-input'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

const ADMIN = { isAdmin: true }
let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.destroy()
})

function category(overrides: Record<string, unknown> = {}) {
  return categoryInputSchema.parse({
    name: 'Seizure First Aid',
    slug: 'seizure-first-aid',
    ...overrides,
  })
}

async function expectWriteError(
  promise: Promise<unknown>,
  code: WikiWriteError['code'],
  messageKey: string,
) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(WikiWriteError)
  expect((error as WikiWriteError).code).toBe(code)
  expect((error as WikiWriteError).messageKey).toBe(messageKey)
}

async function count(table: 'wiki_articles' | 'wiki_categories' | 'wiki_media') {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))
  return rowsOf<{ n: number }>(result)[0]!.n
}

describe(`category validation`, () => {
  it('requires a name and a slug', () => {
    const result = categoryInputSchema.safeParse({ name: '  ', slug: '' })
    expect(result.success).toBe(false)
    expect(wikiFieldErrors(result.error!)).toEqual({
      name: 'admin.wiki.validation.nameRequired',
      slug: 'admin.wiki.validation.slugRequired',
    })
  })

  it('treats a slug of symbols only as missing, and normalises a typed slug', () => {
    expect(
      wikiFieldErrors(categoryInputSchema.safeParse({ name: 'A', slug: '!!!' }).error!),
    ).toEqual({
      slug: 'admin.wiki.validation.slugRequired',
    })
    expect(category({ slug: 'Ζώντας   με -- Επιληψία' }).slug).toBe('zontas-me-epilipsia')
  })

  it('parses the order index as an integer, 0 when not numeric', () => {
    expect(category({ orderIndex: '7' }).orderIndex).toBe(7)
    expect(category({ orderIndex: '3.9' }).orderIndex).toBe(3)
    expect(category({ orderIndex: 'abc' }).orderIndex).toBe(0)
    expect(category({ orderIndex: '' }).orderIndex).toBe(0)
    expect(category({ orderIndex: '99999999999' }).orderIndex).toBe(1_000_000)
  })

  it('keeps the section 1 or 2, and anything else is Other (0)', () => {
    expect(category({ page: '1' }).page).toBe(1)
    expect(category({ page: 2 }).page).toBe(2)
    expect(category({ page: '7' }).page).toBe(0)
    expect(category({}).page).toBe(0)
  })

  it('stores an empty Greek name as none', () => {
    expect(category({ nameEl: '  ' }).nameEl).toBeNull()
    expect(category({ nameEl: ' Πρώτες βοήθειες ' }).nameEl).toBe('Πρώτες βοήθειες')
  })
})

describe(`article validation`, () => {
  it('requires title, slug and category', () => {
    const result = articleInputSchema.safeParse({ title: '', slug: '', categoryId: '' })
    expect(wikiFieldErrors(result.error!)).toEqual({
      title: 'admin.wiki.validation.titleRequired',
      slug: 'admin.wiki.validation.slugRequired',
      categoryId: 'admin.wiki.validation.categoryRequired',
    })
  })

  it('defaults to draft, order 0, read time 0 and no tags', () => {
    const input = articleInputSchema.parse({
      title: 'T',
      slug: 't',
      categoryId: crypto.randomUUID(),
    })
    expect(input).toMatchObject({
      status: 'draft',
      orderIndex: 0,
      readTime: 0,
      tags: [],
      contentBlocks: [],
    })
  })

  it('parses order index and read time as integers, 0 when not numeric', () => {
    const input = articleInputSchema.parse({
      title: 'T',
      slug: 't',
      categoryId: crypto.randomUUID(),
      orderIndex: 'x',
      readTime: '12 min',
    })
    expect(input.orderIndex).toBe(0)
    expect(input.readTime).toBe(12)
    expect(
      articleInputSchema.parse({
        title: 'T',
        slug: 't',
        categoryId: crypto.randomUUID(),
        readTime: '-4',
      }).readTime,
    ).toBe(0)
  })

  it('rejects an unknown status, unsafe addresses and too many tags', () => {
    const result = articleInputSchema.safeParse({
      title: 'T',
      slug: 't',
      categoryId: crypto.randomUUID(),
      status: 'secret',
      originalUrl: 'javascript:alert(1)',
      featuredImageUrl: 'javascript:alert(1)',
      tags: Array.from({ length: 30 }, (_, i) => `tag${i}`),
    })
    expect(wikiFieldErrors(result.error!)).toEqual({
      status: 'admin.wiki.validation.status',
      originalUrl: 'admin.wiki.validation.url',
      featuredImageUrl: 'admin.wiki.validation.imageUrl',
      tags: 'admin.wiki.validation.tooManyTags',
    })
  })

  it('reads tags as a form posts them: repeated, comma separated, trimmed, without duplicates', () => {
    const input = articleInputSchema.parse({
      title: 'T',
      slug: 't',
      categoryId: crypto.randomUUID(),
      tags: ['safety', ' sleep, safety ', ''],
    })
    expect(input.tags).toEqual(['safety', 'sleep'])
  })

  it('requires index and content when editing inline, and a slug when creating inline', () => {
    const update = inlineArticleUpdateSchema.safeParse({
      title: '',
      categoryId: 'nope',
      orderIndex: '',
      content: '<p> </p>',
    })
    expect(wikiFieldErrors(update.error!)).toEqual({
      title: 'admin.wiki.validation.titleRequired',
      categoryId: 'admin.wiki.validation.categoryRequired',
      orderIndex: 'admin.wiki.validation.indexRequired',
      content: 'admin.wiki.validation.contentRequired',
    })
    const create = inlineArticleCreateSchema.safeParse({
      title: 'T',
      categoryId: crypto.randomUUID(),
      orderIndex: '1',
      content: '<p>x</p>',
    })
    expect(wikiFieldErrors(create.error!)).toEqual({ slug: 'admin.wiki.validation.slugRequired' })
    expect(
      inlineArticleUpdateSchema.parse({
        title: 'T',
        categoryId: crypto.randomUUID(),
        orderIndex: 'abc',
        content: '<img src="/x.webp">',
      }).orderIndex,
    ).toBe(0)
  })
})

describe(`category writes (${testDbKind})`, () => {
  it('creates, updates and refuses a slug in use', async () => {
    const created = await createCategory(
      database.db,
      category({ nameEl: 'Πρώτες βοήθειες', page: '2', orderIndex: '4' }),
    )
    expect(created).toMatchObject({
      name: 'Seizure First Aid',
      nameEl: 'Πρώτες βοήθειες',
      slug: 'seizure-first-aid',
      page: 2,
      orderIndex: 4,
    })

    await expectWriteError(
      createCategory(database.db, category({ name: 'Other' })),
      'conflict',
      'admin.wiki.validation.categorySlugTaken',
    )

    const other = await createCategory(database.db, category({ name: 'Other', slug: 'other' }))
    await expectWriteError(
      updateCategory(database.db, other.id, category({ name: 'Other' })),
      'conflict',
      'admin.wiki.validation.categorySlugTaken',
    )
    expect((await getCategoryById(database.db, other.id))?.slug).toBe('other')

    const updated = await updateCategory(
      database.db,
      other.id,
      category({ name: 'Renamed', slug: 'renamed', page: 1 }),
    )
    expect(updated).toMatchObject({ name: 'Renamed', slug: 'renamed', page: 1 })
  })

  it('answers not found for unknown and malformed ids', async () => {
    await expectWriteError(
      updateCategory(database.db, crypto.randomUUID(), category({ slug: 'x' })),
      'not_found',
      'admin.wiki.validation.categoryNotFound',
    )
    await expectWriteError(
      updateCategory(database.db, "1' or 1=1", category({ slug: 'x' })),
      'not_found',
      'admin.wiki.validation.categoryNotFound',
    )
    await expectWriteError(
      deleteCategory(database.db, crypto.randomUUID()),
      'not_found',
      'admin.wiki.validation.categoryNotFound',
    )
    expect(await getCategoryById(database.db, 'nope')).toBeUndefined()
  })

  it('deletes a category together with its articles and their media, in one transaction', async () => {
    const doomed = await createCategory(database.db, category({ name: 'Doomed', slug: 'doomed' }))
    const kept = await createCategory(database.db, category({ name: 'Kept', slug: 'kept' }))
    const base = { categoryId: doomed.id, content: '<p>x</p>', status: 'published' as const }
    const a = await createArticle(database.db, { ...base, title: 'A', slug: 'a' })
    await createArticle(database.db, { ...base, title: 'B', slug: 'b', status: 'draft' })
    const survivor = await createArticle(database.db, {
      ...base,
      categoryId: kept.id,
      title: 'C',
      slug: 'c',
    })
    await database.db
      .insert(wikiMedia)
      .values({ articleId: a.id, mediaType: 'image', url: '/media/x.webp' })

    const before = { articles: await count('wiki_articles'), media: await count('wiki_media') }
    const result = await deleteCategory(database.db, doomed.id)
    expect(result).toMatchObject({ deletedArticles: 2, category: { id: doomed.id } })
    expect(await count('wiki_articles')).toBe(before.articles - 2)
    expect(await count('wiki_media')).toBe(before.media - 1)
    expect(await getCategoryById(database.db, doomed.id)).toBeUndefined()
    expect(await getArticleById(database.db, ADMIN, survivor.id)).toBeDefined()
  })

  it('leaves everything as it was when the category delete fails half-way', async () => {
    const cat = await createCategory(database.db, category({ name: 'Atomic', slug: 'atomic' }))
    await createArticle(database.db, { categoryId: cat.id, title: 'A', slug: 'a', content: '' })
    const before = await count('wiki_articles')
    // A trigger that makes the second statement of the transaction (the category delete) fail.
    await database.db.execute(
      sql`create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    )
    await database.db.execute(
      sql`create trigger refuse_delete before delete on wiki_categories for each row execute function refuse_delete()`,
    )
    try {
      await expect(deleteCategory(database.db, cat.id)).rejects.toThrow()
    } finally {
      await database.db.execute(sql`drop trigger refuse_delete on wiki_categories`)
      await database.db.execute(sql`drop function refuse_delete()`)
    }
    expect(await count('wiki_articles')).toBe(before)
    expect(await getCategoryById(database.db, cat.id)).toBeDefined()
  })
})

describe(`article writes (${testDbKind})`, () => {
  let categoryId: string
  let otherCategoryId: string

  beforeAll(async () => {
    categoryId = (
      await createCategory(database.db, category({ name: 'Articles', slug: 'articles', page: 2 }))
    ).id
    otherCategoryId = (
      await createCategory(database.db, category({ name: 'Elsewhere', slug: 'elsewhere', page: 1 }))
    ).id
  })

  it('sanitises the HTML before storing it', async () => {
    const row = await createArticle(database.db, {
      categoryId,
      title: 'Safe',
      slug: 'safe',
      content:
        '<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="https://evil.example/"></iframe>',
      contentEl: '<p>Γεια<img src="javascript:alert(1)"></p>',
    })
    expect(row.content).toBe('<p>Hi</p><p></p>')
    expect(row.contentEl).toBe('<p>Γεια</p>')
  })

  it('keeps the article media in step with its featured image and content', async () => {
    const row = await createArticle(database.db, {
      categoryId,
      title: 'With media',
      slug: 'with-media',
      featuredImageUrl: '/media/featured.webp',
      content:
        '<p>Look</p><img src="/media/inline.webp" alt="Recovery position"><div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk"></iframe></div>',
      contentEl: '<img src="/media/inline.webp" alt="Θέση ανάνηψης">',
    })
    const media = async () =>
      (await getArticleById(database.db, ADMIN, row!.id))!.media.map((m) => [
        m.mediaType,
        m.url,
        m.altText,
      ])
    expect(await media()).toEqual([
      ['image', '/media/featured.webp', 'With media'],
      ['image', '/media/inline.webp', 'Recovery position'],
      ['video', 'https://www.youtube-nocookie.com/embed/abcdefghijk', ''],
    ])
    await updateArticle(database.db, row!.id, {
      content: '<p>No pictures now</p>',
      contentEl: null,
    })
    expect(await media()).toEqual([['image', '/media/featured.webp', 'With media']])
    await deleteArticle(database.db, row!.id)
    const left = await database.db.select().from(wikiMedia).where(eq(wikiMedia.articleId, row!.id))
    expect(left).toEqual([])
  })

  it('builds the content from the blocks only when the plain content is empty', async () => {
    const blocks = [
      { id: '1', type: 'title', content: 'Steps' },
      {
        id: '2',
        type: 'link',
        content: 'More',
        metadata: { url: 'https://www.ilae.org/', target: '_blank' },
      },
    ]
    const fromBlocks = articleFromEditor(
      articleInputSchema.parse({
        title: 'Blocks',
        slug: 'blocks',
        categoryId,
        content: '<p></p>',
        contentBlocks: JSON.stringify(blocks),
      }),
    )
    const row = await createArticle(database.db, fromBlocks)
    expect(row.content).toBe(
      '<h2>Steps</h2>\n<p><a href="https://www.ilae.org/" target="_blank" rel="noopener noreferrer">More</a></p>',
    )

    const plain = articleFromEditor(
      articleInputSchema.parse({
        title: 'Plain',
        slug: 'plain',
        categoryId,
        content: '<p>Mine</p>',
        contentBlocks: JSON.stringify(blocks),
      }),
    )
    expect(plain.content).toBe('<p>Mine</p>')
  })

  it('refuses a slug already used in the same category, allows it in another', async () => {
    await createArticle(database.db, { categoryId, title: 'Dup', slug: 'dup' })
    await expectWriteError(
      createArticle(database.db, { categoryId, title: 'Dup 2', slug: 'dup' }),
      'conflict',
      'admin.wiki.validation.articleSlugTaken',
    )
    expect(
      (await createArticle(database.db, { categoryId: otherCategoryId, title: 'Dup', slug: 'dup' }))
        .slug,
    ).toBe('dup')
  })

  it('refuses a category that does not exist', async () => {
    await expectWriteError(
      createArticle(database.db, {
        categoryId: crypto.randomUUID(),
        title: 'Orphan',
        slug: 'orphan',
      }),
      'invalid',
      'admin.wiki.validation.categoryMissing',
    )
  })

  it('creates inline as published and edits inline only the inline fields', async () => {
    const input = inlineArticleCreateSchema.parse({
      title: 'Inline',
      slug: 'Inline Article',
      categoryId,
      orderIndex: '2',
      content: '<p>Body</p>',
      tags: ['safety'],
    })
    const row = await createArticle(database.db, articleFromInlineCreate(input))
    expect(row).toMatchObject({
      status: 'published',
      slug: 'inline-article',
      orderIndex: 2,
      tags: ['safety'],
    })

    const patch = articlePatchFromInline(
      inlineArticleUpdateSchema.parse({
        title: 'Inline edited',
        categoryId: otherCategoryId,
        orderIndex: '5',
        content: '<p>New</p>',
      }),
    )
    const updated = await updateArticle(database.db, row.id, patch)
    expect(updated).toMatchObject({
      title: 'Inline edited',
      categoryId: otherCategoryId,
      orderIndex: 5,
      content: '<p>New</p>',
      slug: 'inline-article',
      tags: ['safety'],
    })
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime())
  })

  it('shows readers published articles only, everywhere', async () => {
    const draft = await createArticle(database.db, {
      categoryId,
      title: 'Draft',
      slug: 'draft',
      status: 'draft',
    })
    const archived = await createArticle(database.db, {
      categoryId,
      title: 'Old',
      slug: 'old',
      status: 'archived',
    })
    const cat = (await getCategoryById(database.db, categoryId))!
    for (const row of [draft, archived]) {
      expect(await getArticleById(database.db, ANONYMOUS, row.id)).toBeUndefined()
      expect(await getArticleBySlugs(database.db, ANONYMOUS, cat.slug, row.slug)).toBeUndefined()
      expect(await getArticleById(database.db, ADMIN, row.id)).toBeDefined()
    }
    const visible = await listArticles(database.db, ANONYMOUS, { categoryIds: [categoryId] })
    expect(visible.map((a) => a.slug)).not.toContain('draft')
    const counts = await countArticlesByCategory(database.db, ANONYMOUS)
    expect(counts.get(categoryId) ?? 0).toBe(visible.length)

    await updateArticle(database.db, draft.id, { status: 'published' })
    expect(await getArticleById(database.db, ANONYMOUS, draft.id)).toBeDefined()
    expect((await countArticlesByCategory(database.db, ANONYMOUS)).get(categoryId)).toBe(
      visible.length + 1,
    )
  })

  it('deletes an article, and answers not found after', async () => {
    const row = await createArticle(database.db, { categoryId, title: 'Gone', slug: 'gone' })
    await deleteArticle(database.db, row.id)
    expect(
      await database.db.select().from(wikiArticles).where(eq(wikiArticles.id, row.id)),
    ).toEqual([])
    await expectWriteError(
      deleteArticle(database.db, row.id),
      'not_found',
      'admin.wiki.validation.articleNotFound',
    )
    await expectWriteError(
      updateArticle(database.db, 'bad-id', { title: 'x' }),
      'not_found',
      'admin.wiki.validation.articleNotFound',
    )
  })

  it('keeps the database rules: slug format and read time', async () => {
    await expect(
      database.db.insert(wikiArticles).values({ categoryId, title: 'Bad', slug: 'Not A Slug' }),
    ).rejects.toThrow()
    await expect(
      database.db.insert(wikiCategories).values({ name: 'Bad', slug: '-bad-' }),
    ).rejects.toThrow()
  })
})
