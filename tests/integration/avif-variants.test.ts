/**
 * AVIF variants of uploads on a real database: stored beside each WebP variant at the same sizes,
 * served by name with their own type and tag, 404 for an upload made before AVIF variants (WebP
 * rows only), and offered first by the pages that show rich text, only where they exist.
 */
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { media } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { storeImage } from '~/domain/media.server'
import { fullImageUrl } from '~/domain/media-rules'
import * as mediaFile from '~/routes/media/file'
import { loadArticlePage } from '~/routes/content/article-page.server'
import * as wikiArticle from '~/routes/wiki/article'
import { ORIGIN, routeContext } from './support/route-call'
import { createTestDatabase, rowsOf, type TestDatabase } from './support/test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
})
afterAll(async () => {
  await database?.destroy()
})

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

async function serve(file: string, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}/media/${file}`, { headers })
  return (await mediaFile.loader({
    request,
    params: { file },
    context: await routeContext(database),
  } as never)) as Response
}

describe('AVIF variants', () => {
  it('stores an AVIF variant for every WebP one, at the same sizes, and never enlarges', async () => {
    for (const [width, height, widths] of [
      [1000, 500, [320, 640, 960, 1000]],
      [400, 300, [320, 400]],
    ] as const) {
      const stored = await storeImage(database.db, await picture(width, height, '#2a6f86'), null)
      const rows = await database.db
        .select({
          width: media.width,
          height: media.height,
          type: media.contentType,
          data: media.data,
        })
        .from(media)
        .where(eq(media.hash, stored.filePath))
      const sizes = (type: string) =>
        rows
          .filter((row) => row.type === type)
          .map((row) => `${row.width}x${row.height}`)
          .sort((a, b) => parseInt(a) - parseInt(b))
      expect(sizes('image/webp')).toEqual(
        widths.map((w) => `${w}x${Math.round((w * height) / width)}`),
      )
      expect(sizes('image/avif')).toEqual(sizes('image/webp'))
      for (const row of rows.filter((r) => r.type === 'image/avif')) {
        expect(await sharp(Buffer.from(row.data)).metadata()).toMatchObject({
          format: 'heif',
          compression: 'av1',
          width: row.width,
          height: row.height,
        })
      }
      expect(stored.imageUrl).toBe(fullImageUrl(stored.filePath, width, height, true))
    }
  })

  it('serves each format by its name, with its own type and tag, cached for a year', async () => {
    const { filePath: hash } = await storeImage(
      database.db,
      await picture(1000, 500, '#86402a'),
      null,
    )
    const cases = [
      [`${hash}-640.avif`, 'image/avif', 640, `"${hash}-640-avif"`],
      [`${hash}.1000x500.avif`, 'image/avif', 1000, `"${hash}-full-avif"`],
      [`${hash}-640.webp`, 'image/webp', 640, `"${hash}-640"`],
      [`${hash}.1000x500-avif.webp`, 'image/webp', 1000, `"${hash}-full"`],
    ] as const
    for (const [file, type, width, etag] of cases) {
      const response = await serve(file)
      expect(response.status, file).toBe(200)
      expect(response.headers.get('content-type'), file).toBe(type)
      expect(response.headers.get('cache-control'), file).toBe(
        'public, max-age=31536000, immutable',
      )
      expect(response.headers.get('etag'), file).toBe(etag)
      const body = Buffer.from(await response.arrayBuffer())
      expect(Number(response.headers.get('content-length')), file).toBe(body.length)
      expect((await sharp(body).metadata()).format, file).toBe(
        type === 'image/avif' ? 'heif' : 'webp',
      )
      expect((await sharp(body).metadata()).width, file).toBe(width)
      expect((await serve(file, { 'if-none-match': etag })).status, file).toBe(304)
    }
  })

  it('answers 404 for AVIF of an upload made before AVIF variants, and still serves its WebP', async () => {
    const { filePath: hash } = await storeImage(
      database.db,
      await picture(800, 400, '#5b2a86'),
      null,
    )
    // An upload of before: its WebP rows only.
    await database.db
      .delete(media)
      .where(and(eq(media.hash, hash), eq(media.contentType, 'image/avif')))
    for (const file of [`${hash}-640.avif`, `${hash}.800x400.avif`]) {
      const response = await serve(file)
      expect(response.status, file).toBe(404)
      expect(response.headers.get('cache-control'), file).toBe('no-store')
    }
    expect((await serve(`${hash}-640.webp`)).headers.get('content-type')).toBe('image/webp')
    expect((await serve(`${hash}.400x300-avif.avif`)).status).toBe(404)
  })

  it('news and wiki pages offer an upload in their text as AVIF first, and an older upload as WebP only', async () => {
    const fresh = await storeImage(database.db, await picture(1000, 500, '#2a8640'), null)
    const old = await storeImage(database.db, await picture(600, 300, '#862a40'), null)
    await database.db
      .delete(media)
      .where(and(eq(media.hash, old.filePath), eq(media.contentType, 'image/avif')))
    const oldUrl = fullImageUrl(old.filePath, 600, 300)
    const content = `<p>Text</p><img src="${fresh.imageUrl}" alt="New upload" loading="lazy" /><img src="${oldUrl}" alt="Old upload" loading="lazy" />`

    const [newest] = rowsOf<{ id: string; slug: string }>(
      await database.db.execute(
        sql`select id, slug from news where status = 'published' order by date desc limit 1`,
      ),
    )
    const newsId = newest!.id
    await database.db.execute(
      sql`update news set content = ${content}, content_el = null where id = ${newsId}`,
    )
    const page = (await loadArticlePage(
      await routeContext(database),
      'news',
      newest!.slug,
      new Request(`http://localhost/news/${newest!.slug}`),
    )) as {
      item: { content: string }
    }

    const [article] = rowsOf<{ id: string; slug: string; category_slug: string }>(
      await database.db.execute(
        sql`select a.id, a.slug, c.slug as category_slug from wiki_articles a join wiki_categories c on c.id = a.category_id where a.status = 'published' limit 1`,
      ),
    )
    await database.db.execute(
      sql`update wiki_articles set content = ${content}, content_el = null where id = ${article!.id}`,
    )
    const wiki = (await wikiArticle.loader({
      request: new Request(`${ORIGIN}/wiki/${article!.category_slug}/${article!.slug}`),
      params: { categorySlug: article!.category_slug, articleSlug: article!.slug },
      context: await routeContext(database),
    } as never)) as { article: { html: string } }

    for (const html of [page.item.content, wiki.article.html]) {
      expect(html).toContain(
        `<picture class="contents"><source type="image/avif" srcset="/media/${fresh.filePath}-320.avif 320w, /media/${fresh.filePath}-640.avif 640w, /media/${fresh.filePath}-960.avif 960w, /media/${fresh.filePath}.1000x500.avif 1000w"`,
      )
      expect(html).toContain(
        `<img src="${fresh.imageUrl}" alt="New upload" loading="lazy" width="1000" height="500"`,
      )
      // The older upload: its WebP widths, no AVIF source and no <picture>.
      expect(html).toContain(
        `<img src="${oldUrl}" alt="Old upload" loading="lazy" width="600" height="300" srcset="/media/${old.filePath}-320.webp 320w, ${oldUrl} 600w"`,
      )
      expect(html.match(/<source/g)).toHaveLength(1)
      expect(html).not.toContain(`${old.filePath}-320.avif`)
    }
  })
})
