/**
 * The media library on a real database: which items use an upload (pictures, rich text in either
 * language, wiki articles and their galleries), GET /api/v1/images with its filters, captions by
 * PATCH, DELETE refused for an image in use (409 naming the items), and PUT replacing an image in
 * every item and revision; each write for anonymous callers, members, admins and bad input.
 */
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { readContentVersion } from '~/db/content-version.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { imageUses, listLibrary } from '~/domain/media-library.server'
import { createLogger } from '~/logger.server'
import * as image from '~/routes/api/image'
import * as images from '~/routes/api/images'
import { ADMIN, ANONYMOUS, callRoute, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
let eventId: string
let newsId: string
let storyId: string
let wiki: { id: string; href: string }

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  const first = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ id: string; slug?: string; category?: string }>(await database.db.execute(query))[0]!
  eventId = (await first(sql`select id from events order by date desc limit 1`)).id
  newsId = (await first(sql`select id from news order by date desc limit 1`)).id
  storyId = (await first(sql`select id from stories limit 1`)).id
  const article = await first(
    sql`select a.id, a.slug, c.slug as category from wiki_articles a join wiki_categories c on c.id = a.category_id limit 1`,
  )
  wiki = { id: article.id, href: `/wiki/${article.category}/${article.slug}` }
})
afterAll(async () => {
  await database?.destroy()
})

let shade = 0
/** A PNG no other test uses (each has its own colour, so its own hash). */
async function png(width = 400, height = 300) {
  shade += 1
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: shade, b: 90 } } })
    .png()
    .toBuffer()
}

async function upload(fields: Record<string, string>, name = 'garden-party.png') {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), name)
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  const response = await images.action({
    request: new Request(`${ORIGIN}/api/v1/images`, { method: 'POST', body: form }),
    params: {},
    context: await contextFor(services, ADMIN),
  } as never)
  expect(response.status).toBe(201)
  return (await response.json()) as { image_url: string; file_path: string }
}

type Json = Record<string, unknown> & {
  data?: unknown
  error?: { code: string; message: string; fields?: Record<string, string>; used_by?: unknown[] }
}

async function list(auth: AuthState, query = '', lang: 'en' | 'el' = 'en') {
  const response = await callRoute(
    services,
    images.loader as never,
    auth,
    `/api/v1/images${query}`,
    {
      lang,
    },
  )
  return [response.status, (await response.json()) as Json] as const
}

async function call(
  auth: AuthState,
  method: string,
  filePath: string,
  options: { body?: unknown; rawBody?: BodyInit; contentType?: string; lang?: 'en' | 'el' } = {},
) {
  const response = await callRoute(
    services,
    (method === 'GET' ? image.loader : image.action) as never,
    auth,
    `/api/v1/images/${filePath}`,
    { method, params: { filePath }, ...options },
  )
  return [response.status, (await response.json()) as Json] as const
}

async function replaceWith(auth: AuthState, filePath: string, bytes: Buffer | string) {
  const form = new FormData()
  form.append(
    'file',
    new Blob([new Uint8Array(Buffer.from(bytes))], { type: 'image/png' }),
    'new.png',
  )
  return call(auth, 'PUT', filePath, { rawBody: form, contentType: '' })
}

const paths = async (query = '') =>
  ((await list(ADMIN, query))[1].data as Array<{ file_path: string }>).map((row) => row.file_path)

describe(`which items use an upload (${testDbKind})`, () => {
  it('finds pictures, rich text in either language, wiki articles and galleries', async () => {
    const picture = await upload({ alt: 'A picture' })
    const inText = await upload({ alt: 'In the text' })
    const unused = await upload({ alt: 'Nobody shows me' })
    await database.db.execute(
      sql`update events set image_url = ${picture.image_url} where id = ${eventId}`,
    )
    await database.db.execute(
      sql`update news set content_el = ${`<p>Κείμενο</p><img src="/media/${inText.file_path}-640.webp" alt="">`} where id = ${newsId}`,
    )
    await database.db.execute(
      sql`update wiki_articles set featured_image_url = ${picture.image_url} where id = ${wiki.id}`,
    )
    await database.db.execute(
      sql`insert into wiki_media (article_id, media_type, url) values (${wiki.id}, 'image', ${inText.image_url})`,
    )
    const uses = await imageUses(database.db)
    expect(uses.get(picture.file_path)).toEqual([
      expect.objectContaining({
        kind: 'event',
        id: eventId,
        href: `/events/${eventId}`,
        field: 'image',
      }),
      expect.objectContaining({ kind: 'wiki', id: wiki.id, href: wiki.href, field: 'image' }),
    ])
    expect(uses.get(inText.file_path)).toEqual([
      expect.objectContaining({
        kind: 'news',
        id: newsId,
        href: `/news/${newsId}`,
        field: 'content',
      }),
      expect.objectContaining({ kind: 'wiki', id: wiki.id, field: 'content' }),
    ])
    expect(uses.get(unused.file_path)).toBeUndefined()
  })
})

describe(`GET /api/v1/images (${testDbKind})`, () => {
  it('is for admins: 401 signed out, 403 for members', async () => {
    expect((await list(ANONYMOUS))[0]).toBe(401)
    expect((await list(USER))[0]).toBe(403)
  })

  it('lists uploads with their texts, size and uses, and filters them', async () => {
    const described = await upload(
      { alt: 'Volunteers at the stand', alt_el: 'Εθελοντές στο περίπτερο' },
      'stand-2026.png',
    )
    const [, patched] = await call(ADMIN, 'PATCH', described.file_path, {
      body: { caption: 'Photo: Maria', caption_el: 'Φωτογραφία: Μαρία' },
    })
    expect(patched.data).toMatchObject({ caption: 'Photo: Maria', caption_el: 'Φωτογραφία: Μαρία' })
    await database.db.execute(
      sql`update stories set image_url = ${described.image_url} where id = ${storyId}`,
    )
    const [status, body] = await list(ADMIN)
    expect(status).toBe(200)
    const row = (body.data as Array<Record<string, unknown>>).find(
      (item) => item.file_path === described.file_path,
    )
    expect(row).toMatchObject({
      image_url: described.image_url,
      alt: 'Volunteers at the stand',
      alt_el: 'Εθελοντές στο περίπτερο',
      decorative: false,
      caption: 'Photo: Maria',
      caption_el: 'Φωτογραφία: Μαρία',
      file_name: 'stand-2026.png',
      width: 400,
      height: 300,
      used_by: [
        {
          kind: 'story',
          id: storyId,
          url: `/story/${storyId}`,
          field: 'image',
          title: expect.any(String),
        },
      ],
    })

    // Words of the alt texts (accents ignored), the caption or the file name.
    expect(await paths('?q=volunteers')).toContain(described.file_path)
    expect(await paths('?q=εθελοντες')).toContain(described.file_path)
    expect(await paths('?q=stand-2026')).toContain(described.file_path)
    expect(await paths('?q=maria%20photo')).toContain(described.file_path)
    expect(await paths('?q=volunteers%20nowhere')).not.toContain(described.file_path)

    const lonely = await upload({ decorative: 'true' })
    const unused = await paths('?unused=true')
    expect(unused).toContain(lonely.file_path)
    expect(unused).not.toContain(described.file_path)

    await database.db.execute(
      sql`update image_texts set alt = '', alt_el = '' where hash = ${described.file_path}`,
    )
    const missing = await paths('?missing_alt=true')
    expect(missing).toContain(described.file_path)
    // Decorative images need no description.
    expect(missing).not.toContain(lonely.file_path)
    expect(await paths('?missing_alt=true&unused=true')).not.toContain(described.file_path)
  })

  it('answers 400 for a flag that is not true or false, in Greek too', async () => {
    const [status, body] = await list(ADMIN, '?unused=yes')
    expect(status).toBe(400)
    expect(body.error?.fields).toEqual({ unused: 'unused must be true or false.' })
    const [greek, greekBody] = await list(ADMIN, '?missing_alt=1', 'el')
    expect(greek).toBe(400)
    expect(greekBody.error?.message).toBe('Το missing_alt πρέπει να είναι true ή false.')
    expect((await list(ADMIN, `?q=${'a'.repeat(201)}`))[0]).toBe(400)
  })
})

describe(`PATCH captions (${testDbKind})`, () => {
  it('refuses anonymous callers and members; refuses bad captions and changes nothing', async () => {
    const { file_path: filePath } = await upload({ alt: 'Captioned' })
    expect((await call(ANONYMOUS, 'PATCH', filePath, { body: { caption: 'x' } }))[0]).toBe(401)
    expect((await call(USER, 'PATCH', filePath, { body: { caption: 'x' } }))[0]).toBe(403)
    const [long, longBody] = await call(ADMIN, 'PATCH', filePath, {
      body: { caption: 'c'.repeat(501), alt: 'Changed' },
    })
    expect(long).toBe(400)
    expect(longBody.error?.fields).toEqual({
      caption: 'Keep each caption to 500 characters or fewer.',
    })
    const [notText, notTextBody] = await call(ADMIN, 'PATCH', filePath, { body: { caption_el: 5 } })
    expect(notText).toBe(400)
    expect(notTextBody.error?.fields?.caption_el).toBe('caption and caption_el must be text.')
    expect((await call(ANONYMOUS, 'GET', filePath))[1].data).toEqual({
      file_path: filePath,
      image_url: expect.any(String),
      alt: 'Captioned',
      alt_el: '',
      decorative: false,
      caption: '',
      caption_el: '',
      width: 400,
      height: 300,
    })
  })

  it('sets a caption alone on an image that has no description yet', async () => {
    const { file_path: filePath } = await upload({ alt: 'x' })
    await database.db.execute(sql`delete from image_texts where hash = ${filePath}`)
    const [status, body] = await call(ADMIN, 'PATCH', filePath, {
      body: { caption_el: ' Λεζάντα ' },
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ alt: '', caption: '', caption_el: 'Λεζάντα' })
  })
})

describe(`DELETE /api/v1/images/{file_path} (${testDbKind})`, () => {
  it('refuses signed-out callers and members, an image in use (409 naming the items), and deletes an unused one', async () => {
    const { file_path: filePath, image_url: url } = await upload({ alt: 'To delete' })
    expect((await call(ANONYMOUS, 'DELETE', filePath))[0]).toBe(401)
    expect((await call(USER, 'DELETE', filePath))[0]).toBe(403)
    const title = rowsOf<{ title: string }>(
      await database.db.execute(sql`select title from news where id = ${newsId}`),
    )[0]!.title
    await database.db.execute(
      sql`update news set content = ${`<p>x</p><img src="${url}" alt="">`} where id = ${newsId}`,
    )
    const [status, body] = await call(ADMIN, 'DELETE', filePath)
    expect(status).toBe(409)
    expect(body.error?.code).toBe('conflict')
    expect(body.error?.message).toBe(`This image is used by ${title}; remove it from there first.`)
    expect(body.error?.used_by).toEqual([
      { kind: 'news', id: newsId, title, url: `/news/${newsId}`, field: 'content' },
    ])
    expect((await call(ADMIN, 'GET', filePath))[0]).toBe(200)

    await database.db.execute(sql`update news set content = '<p>x</p>' where id = ${newsId}`)
    expect(await call(ADMIN, 'DELETE', filePath)).toEqual([200, { deleted: true }])
    expect((await call(ADMIN, 'GET', filePath))[0]).toBe(404)
    expect((await call(ADMIN, 'DELETE', filePath))[0]).toBe(404)
    expect((await call(ADMIN, 'DELETE', 'not-a-hash'))[0]).toBe(404)
  })
})

describe(`PUT /api/v1/images/{file_path}: replace (${testDbKind})`, () => {
  it('refuses signed-out callers, members and a file that is not an image; nothing changes', async () => {
    const { file_path: filePath } = await upload({ alt: 'Stays' })
    expect((await replaceWith(ANONYMOUS, filePath, await png()))[0]).toBe(401)
    expect((await replaceWith(USER, filePath, await png()))[0]).toBe(403)
    const [status, body] = await replaceWith(ADMIN, filePath, 'not an image at all')
    expect(status).toBe(415)
    expect(body.error?.fields?.file).toBe('Please upload an image file')
    const json = await call(ADMIN, 'PUT', filePath, { body: { file: 'x' } })
    expect(json[0]).toBe(415)
    expect((await call(ADMIN, 'GET', filePath))[1].data).toMatchObject({ alt: 'Stays' })
  })

  it('shows the new file in every item, draft and revision, with the old texts; the old one goes', async () => {
    const old = await upload({ alt: 'The old poster', alt_el: 'Η παλιά αφίσα' }, 'poster.png')
    await call(ADMIN, 'PATCH', old.file_path, { body: { caption: 'Poster 2025' } })
    const small = `/media/${old.file_path}-320.webp`
    await database.db.execute(
      sql`update events set image_url = ${old.image_url} where id = ${eventId}`,
    )
    await database.db.execute(
      sql`update news set content = ${`<p>a</p><img src="${old.image_url}" alt="x"><img src="${small}" alt="y">`} where id = ${newsId}`,
    )
    await database.db.execute(
      sql`insert into content_revisions (kind, item_id, number, action, title, snapshot) values ('events', ${eventId}, 999, 'updated', 'x', ${JSON.stringify({ image_url: old.image_url })}::jsonb)`,
    )
    const before = await readContentVersion(database.db)

    const [status, body] = await replaceWith(ADMIN, old.file_path, await png(800, 400))
    expect(status).toBe(200)
    const replaced = body.data as Record<string, unknown> & { file_path: string; image_url: string }
    expect(replaced.file_path).not.toBe(old.file_path)
    expect(replaced).toMatchObject({
      alt: 'The old poster',
      alt_el: 'Η παλιά αφίσα',
      caption: 'Poster 2025',
      file_name: 'new.png',
      width: 800,
      height: 400,
      image_url: `/media/${replaced.file_path}.800x400-avif.webp`,
    })
    expect(replaced.used_by).toEqual([
      expect.objectContaining({ kind: 'event', id: eventId }),
      expect.objectContaining({ kind: 'news', id: newsId }),
    ])

    const event = rowsOf<{ image_url: string }>(
      await database.db.execute(sql`select image_url from events where id = ${eventId}`),
    )[0]!
    expect(event.image_url).toBe(replaced.image_url)
    const news = rowsOf<{ content: string }>(
      await database.db.execute(sql`select content from news where id = ${newsId}`),
    )[0]!
    expect(news.content).not.toContain(old.file_path)
    expect(news.content.split(replaced.image_url)).toHaveLength(3)
    const revision = rowsOf<{ snapshot: { image_url: string } }>(
      await database.db.execute(
        sql`select snapshot from content_revisions where item_id = ${eventId} and number = 999`,
      ),
    )[0]!
    expect(revision.snapshot.image_url).toBe(replaced.image_url)
    // Cached pages are rebuilt: the content version moved.
    expect(await readContentVersion(database.db)).not.toBe(before)
    // The old file is gone from the library and from the server.
    expect((await call(ADMIN, 'GET', old.file_path))[0]).toBe(404)
    const stored = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from media where hash = ${old.file_path}`,
      ),
    )[0]!
    expect(stored.n).toBe(0)
    expect((await listLibrary(database.db)).map((row) => row.hash)).toContain(replaced.file_path)
  })

  it('answers 404 for an unknown image', async () => {
    expect((await replaceWith(ADMIN, 'a'.repeat(64), await png()))[0]).toBe(404)
  })
})
