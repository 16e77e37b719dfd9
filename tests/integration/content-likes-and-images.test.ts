/**
 * Likes (anonymous, one per visitor session and item) and image uploads against a real
 * database: atomic, idempotent per visitor session, never below 0, rate-limited per IP; uploads
 * checked by their bytes, stripped of metadata, re-encoded and served from content-hash URLs.
 */
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { setLike } from '~/domain/likes.server'
import { MAX_IMAGE_BYTES, responsiveImage } from '~/domain/media-rules'
import { createLogger } from '~/logger.server'
import * as like from '~/routes/api/content-like'
import * as images from '~/routes/api/images'
import * as mediaFile from '~/routes/media/file'
import { ADMIN, ANONYMOUS, callRoute, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'
import { contextFor } from './support/content-context'

let database: TestDatabase
let services: Services
let eventId: string
let pastEventId: string
let newsId: string
let storyId: string

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  const first = async (table: string) =>
    rowsOf<{ id: string }>(
      await database.db.execute(sql.raw(`select id from ${table} order by date limit 1`)),
    )[0]!.id
  // An upcoming event: interest in past events is closed.
  eventId = rowsOf<{ id: string }>(
    await database.db.execute(
      sql.raw(`select id from events where date > current_date + 1 order by date limit 1`),
    ),
  )[0]!.id
  pastEventId = rowsOf<{ id: string }>(
    await database.db.execute(
      sql.raw(`select id from events where date < current_date - 1 order by date desc limit 1`),
    ),
  )[0]!.id
  newsId = await first('news')
  storyId = await first('stories')
  await database.db.execute(sql`update events set likes_count = 0`)
})
afterAll(async () => {
  await database?.destroy()
})

async function likesOf(table: 'events' | 'news' | 'stories', id: string) {
  return rowsOf<{ n: number }>(
    await database.db.execute(sql`select likes_count as n from ${sql.raw(table)} where id = ${id}`),
  )[0]!.n
}

function likeRequest(
  kind: string,
  id: string,
  body: unknown,
  options: { cookie?: string; ip?: string; rawBody?: string; contentType?: string } = {},
) {
  return callRoute(services, like.action as never, ANONYMOUS, `/api/v1/${kind}/${id}/like`, {
    method: 'POST',
    params: { kind, id },
    rawBody: options.rawBody ?? JSON.stringify(body),
    contentType: options.contentType,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ip: options.ip ?? `203.0.113.${Math.floor(Math.random() * 250)}`,
  })
}

describe(`likes (${testDbKind})`, () => {
  it('counts 200 concurrent likes of one item as exactly 200', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        setLike(database.db, 'event', eventId, `visitor-${i}`, true),
      ),
    )
    expect(results.every((n) => typeof n === 'number')).toBe(true)
    expect(Math.max(...(results as number[]))).toBe(200)
    expect(await likesOf('events', eventId)).toBe(200)
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        setLike(database.db, 'event', eventId, `visitor-${i}`, false),
      ),
    )
    expect(await likesOf('events', eventId)).toBe(0)
  })

  it('is idempotent per visitor session and never goes below 0', async () => {
    expect(await setLike(database.db, 'news', newsId, 'v-a', true)).toBe(1)
    expect(await setLike(database.db, 'news', newsId, 'v-a', true)).toBe(1)
    expect(await setLike(database.db, 'news', newsId, 'v-b', true)).toBe(2)
    expect(await setLike(database.db, 'news', newsId, 'v-a', false)).toBe(1)
    expect(await setLike(database.db, 'news', newsId, 'v-a', false)).toBe(1)
    expect(await setLike(database.db, 'news', newsId, 'v-b', false)).toBe(0)
    expect(await setLike(database.db, 'news', newsId, 'v-c', false)).toBe(0)
    expect(
      await setLike(database.db, 'story', '00000000-0000-4000-8000-000000000000', 'v', true),
    ).toBeUndefined()
  })

  it('answers {"likes_count"} over HTTP and remembers the visitor in an HttpOnly cookie', async () => {
    const first = await likeRequest('stories', storyId, { liked: true })
    expect(first.status).toBe(200)
    const cookie = first.headers.get('set-cookie')!
    expect(cookie).toMatch(/^visitor_id=[\w-]{22,}; Path=\/; HttpOnly; SameSite=Lax$/)
    const { likes_count } = (await first.json()) as { likes_count: number }
    const again = await likeRequest(
      'stories',
      storyId,
      { liked: true },
      { cookie: cookie.split(';')[0] },
    )
    expect(again.headers.get('set-cookie')).toBeNull()
    expect(await again.json()).toEqual({ likes_count })
    const undo = await likeRequest(
      'stories',
      storyId,
      { liked: false },
      { cookie: cookie.split(';')[0] },
    )
    expect(await undo.json()).toEqual({ likes_count: likes_count - 1 })
  })

  it('answers 400 for a bad body, 415 for another type, 404 for an unknown id', async () => {
    const bad = await likeRequest('events', eventId, { liked: 'yes' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation_failed')
    expect(
      (
        await likeRequest('events', eventId, null, {
          rawBody: 'liked=true',
          contentType: 'text/plain',
        })
      ).status,
    ).toBe(415)
    expect(
      (await likeRequest('events', '00000000-0000-4000-8000-000000000000', { liked: true })).status,
    ).toBe(404)
    expect((await likeRequest('events', 'nope', { liked: true })).status).toBe(404)
  })

  it('refuses interest in a past event with 409 and a translated message, the count unchanged', async () => {
    await database.db.execute(sql`update events set likes_count = 4 where id = ${pastEventId}`)
    for (const liked of [true, false]) {
      const response = await likeRequest('events', pastEventId, { liked })
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({
        error: {
          code: 'conflict',
          message: 'This event has already taken place, so interest can no longer be registered.',
        },
      })
    }
    const greek = await callRoute(
      services,
      like.action as never,
      ANONYMOUS,
      `/api/v1/events/${pastEventId}/like`,
      {
        method: 'POST',
        params: { kind: 'events', id: pastEventId },
        body: { liked: true },
        lang: 'el',
        ip: '203.0.113.251',
      },
    )
    expect(((await greek.json()) as { error: { message: string } }).error.message).toBe(
      'Η εκδήλωση έχει ήδη πραγματοποιηθεί, οπότε δεν μπορεί πλέον να δηλωθεί ενδιαφέρον.',
    )
    expect(await likesOf('events', pastEventId)).toBe(4)
    expect(
      rowsOf(await database.db.execute(sql`select 1 from likes where item_id = ${pastEventId}`)),
    ).toEqual([])
  })

  it('rate-limits likes per IP address', async () => {
    const ip = '192.0.2.55'
    const statuses: number[] = []
    for (let i = 0; i < like.LIKE_RATE.max + 2; i++)
      statuses.push((await likeRequest('events', eventId, { liked: true }, { ip })).status)
    expect(statuses.slice(0, like.LIKE_RATE.max).every((s) => s === 200)).toBe(true)
    const refused = await likeRequest('events', eventId, { liked: true }, { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(
      (await likeRequest('events', eventId, { liked: true }, { ip: '192.0.2.56' })).status,
    ).toBe(200)
  })
})

async function upload(
  auth: typeof ADMIN,
  file: Blob | null,
  name = 'photo.jpg',
  path = '/api/v1/images',
  fields: Record<string, string> = { alt: 'A purple test card' },
) {
  const form = new FormData()
  if (file) form.append('file', file, name)
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  const request = new Request(`${ORIGIN}${path}`, { method: 'POST', body: form })
  const response = await images.action({
    request,
    params: {},
    context: await contextFor(services, auth),
  } as never)
  return [
    response.status,
    (await response.json()) as {
      image_url?: string
      file_path?: string
      error?: { code: string; message: string }
    },
  ] as const
}

async function gpsJpeg(width = 2400) {
  return sharp({ create: { width, height: 1200, channels: 3, background: '#884488' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 10/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '33/1 22/1 0/1',
      },
    })
    .toBuffer()
}

describe(`image uploads (${testDbKind})`, () => {
  it('refuses anonymous callers and non-admins', async () => {
    const bytes = new Blob([new Uint8Array(await gpsJpeg(400))], { type: 'image/jpeg' })
    const [anon, anonBody] = await upload(ANONYMOUS, bytes)
    expect(anon).toBe(401)
    expect(anonBody.error?.message).toBe('You must be logged in.')
    expect((await upload(USER, bytes))[0]).toBe(403)
    expect(
      rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from media`),
      )[0]!.n,
    ).toBe(0)
  })

  it('refuses a text file named .png, an empty file and a missing file', async () => {
    const [status, body] = await upload(
      ADMIN,
      new Blob(['hello, I am text'], { type: 'image/png' }),
      'fake.png',
    )
    expect(status).toBe(415)
    expect(body.error?.message).toBe('Please upload an image file')
    expect((await upload(ADMIN, new Blob([], { type: 'image/png' }), 'empty.png'))[0]).toBe(415)
    expect((await upload(ADMIN, null))[0]).toBe(400)
  })

  it('refuses a file over 10 MB with a clear message', async () => {
    const big = new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)], { type: 'image/jpeg' })
    const [status, body] = await upload(ADMIN, big, 'big.jpg')
    expect(status).toBe(413)
    expect(body.error?.message).toBe(
      'The image is larger than 10 MB. Please choose a smaller file.',
    )
  })

  it('stores an image with GPS data without any metadata, as WebP and AVIF in several widths', async () => {
    const original = await gpsJpeg()
    const withoutGps = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#884488' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Model: 'X1' } })
      .toBuffer()
    // The test image really carries location data.
    expect((await sharp(original).metadata()).exif!.length).toBeGreaterThan(
      (await sharp(withoutGps).metadata()).exif!.length,
    )

    const [status, body] = await upload(
      ADMIN,
      new Blob([new Uint8Array(original)], { type: 'image/jpeg' }),
      'gps.jpg',
      '/functions/v1/image-upload',
    )
    expect(status).toBe(201)
    const rows = rowsOf<{
      width: number
      height: number
      content_type: string
      data: Buffer | Uint8Array
    }>(
      await database.db.execute(
        sql`select width, height, content_type, data from media where hash = ${body.file_path} order by content_type desc, width`,
      ),
    )
    expect(rows.map((r) => `${r.content_type} ${r.width}`)).toEqual(
      ['webp', 'avif'].flatMap((format) =>
        [320, 640, 960, 1280, 1920].map((w) => `image/${format} ${w}`),
      ),
    )
    // The URL names the largest variant's real size, and that AVIF variants are stored too.
    expect(body.image_url).toBe(`/media/${body.file_path}.1920x${rows.at(-1)!.height}-avif.webp`)
    for (const row of rows) {
      const meta = await sharp(Buffer.from(row.data)).metadata()
      // sharp names AVIF by its container, HEIF, with AV1 compression.
      expect(meta.format).toBe(row.content_type === 'image/webp' ? 'webp' : 'heif')
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.width).toBe(row.width)
      expect(Buffer.from(row.data).includes(Buffer.from('TestCam'))).toBe(false)
    }

    const served = await mediaFile.loader({
      request: new Request(`${ORIGIN}${body.image_url}`),
      params: { file: `${body.file_path}-640.webp` },
      context: await contextFor(services, ANONYMOUS),
    } as never)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640)
    const missing = await mediaFile.loader({
      request: new Request(`${ORIGIN}/media/x.webp`),
      params: { file: `${'0'.repeat(64)}.webp` },
      context: await contextFor(services, ANONYMOUS),
    } as never)
    expect(missing.status).toBe(404)
  })

  it('never enlarges a small upload: a 400x300 image is kept and offered at 320 and 400 pixels only', async () => {
    const small = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer()
    const [status, body] = await upload(
      ADMIN,
      new Blob([new Uint8Array(small)], { type: 'image/png' }),
      'small.png',
    )
    expect(status).toBe(201)
    expect(body.image_url).toBe(`/media/${body.file_path}.400x300-avif.webp`)
    const rows = rowsOf<{ width: number; height: number; content_type: string }>(
      await database.db.execute(
        sql`select width, height, content_type from media where hash = ${body.file_path} order by content_type desc, width`,
      ),
    )
    expect(rows).toEqual(
      ['image/webp', 'image/avif'].flatMap((type) => [
        { width: 320, height: 240, content_type: type },
        { width: 400, height: 300, content_type: type },
      ]),
    )
    expect(responsiveImage(body.image_url!)).toEqual({
      src: body.image_url,
      srcSet: `/media/${body.file_path}-320.webp 320w, ${body.image_url} 400w`,
      avif: {
        src: `/media/${body.file_path}.400x300.avif`,
        srcSet: `/media/${body.file_path}-320.avif 320w, /media/${body.file_path}.400x300.avif 400w`,
      },
      width: 400,
      height: 300,
    })
    for (const file of [
      body.image_url!.slice('/media/'.length),
      `${body.file_path}.400x300.avif`,
    ]) {
      const served = await mediaFile.loader({
        request: new Request(`${ORIGIN}/media/${file}`),
        params: { file },
        context: await contextFor(services, ANONYMOUS),
      } as never)
      expect(served.status, file).toBe(200)
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata(), file).toMatchObject({
        width: 400,
        height: 300,
      })
    }
  })

  it('deletes an image for admins only, and refuses one that saved content still shows (409)', async () => {
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer()
    const [, stored] = await upload(
      ADMIN,
      new Blob([new Uint8Array(small)], { type: 'image/png' }),
      'a.png',
    )
    const remove = async (auth: typeof ADMIN, filePath: unknown) => {
      const response = await callRoute(services, images.action as never, auth, '/api/v1/images', {
        method: 'DELETE',
        body: { file_path: filePath },
      })
      return [response.status, (await response.json()) as Record<string, unknown>] as const
    }
    expect((await remove(USER, stored.file_path))[0]).toBe(403)
    expect((await remove(ADMIN, '../etc/passwd'))[0]).toBe(400)
    await database.db.execute(
      sql`update news set image_url = ${stored.image_url} where id = ${newsId}`,
    )
    const [inUse, inUseBody] = await remove(ADMIN, stored.file_path)
    expect(inUse).toBe(409)
    expect(inUseBody.error).toMatchObject({
      code: 'conflict',
      used_by: [{ kind: 'news', id: newsId, url: `/news/${newsId}`, field: 'image' }],
    })
    await database.db.execute(sql`update news set image_url = null where id = ${newsId}`)
    expect(await remove(ADMIN, stored.file_path)).toEqual([200, { deleted: true, in_use: false }])
  })
})
