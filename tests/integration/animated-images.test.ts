/**
 * Photosensitive safety of uploads: an animated GIF, WebP or APNG is stored as its first frame
 * only (checked on the server, whatever the form did), the answer says so for the admin, and a
 * still image is not flagged. Served variants are single-frame WebP of the first frame's pixels.
 */
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { createLogger } from '~/logger.server'
import * as images from '~/routes/api/images'
import * as mediaFile from '~/routes/media/file'
import { ADMIN, ANONYMOUS, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

const RED = '#ff0000'
const BLUE = '#0000ff'

async function frames(size = 64) {
  return Promise.all(
    [RED, BLUE, RED, BLUE].map((background) =>
      sharp({ create: { width: size, height: size, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  )
}

async function animatedGif() {
  return sharp(await frames(), { join: { animated: true } })
    .gif({ delay: [100, 100, 100, 100], loop: 0 })
    .toBuffer()
}

async function animatedWebp() {
  return sharp(await frames(), { join: { animated: true } })
    .webp({ delay: [100, 100, 100, 100], loop: 0 })
    .toBuffer()
}

async function upload(auth: typeof ADMIN, bytes: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  form.append('decorative', 'true')
  const request = new Request(`${ORIGIN}/api/v1/images`, {
    method: 'POST',
    body: form,
    headers: { origin: ORIGIN },
  })
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
      first_frame_only?: boolean
    },
  ] as const
}

async function storedVariants(hash: string) {
  return rowsOf<{ width: number; content_type: string; data: Buffer | Uint8Array }>(
    await database.db.execute(
      sql`select width, content_type, data from media where hash = ${hash}`,
    ),
  )
}

async function centrePixel(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  const offset =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  return [data[offset], data[offset + 1], data[offset + 2]]
}

describe(`animated uploads (${testDbKind})`, () => {
  it('the test images really are animated', async () => {
    expect((await sharp(await animatedGif()).metadata()).pages).toBe(4)
    expect((await sharp(await animatedWebp()).metadata()).pages).toBe(4)
  })

  for (const [kind, make, type] of [
    ['GIF', animatedGif, 'image/gif'],
    ['WebP', animatedWebp, 'image/webp'],
  ] as const) {
    it(`stores an animated ${kind} as its first frame and says so`, async () => {
      const [status, body] = await upload(
        ADMIN,
        await make(),
        `flashing.${kind.toLowerCase()}`,
        type,
      )
      expect(status).toBe(201)
      expect(body.first_frame_only).toBe(true)
      const variants = await storedVariants(body.file_path!)
      expect(variants.length).toBeGreaterThan(0)
      expect(variants.filter((v) => v.content_type === 'image/avif')).toHaveLength(
        variants.length / 2,
      )
      for (const variant of variants) {
        const meta = await sharp(Buffer.from(variant.data), { animated: true }).metadata()
        // An AVIF image sequence would be format heif too: one page says it is a still.
        expect(meta.format).toBe(variant.content_type === 'image/webp' ? 'webp' : 'heif')
        expect(meta.pages ?? 1).toBe(1)
        expect(meta.height).toBe(meta.width) // one frame tall, not a strip of frames
      }
      const webp = body.image_url!.split('/').pop()!
      for (const file of [webp, webp.replace('-avif.webp', '.avif')]) {
        const served = await mediaFile.loader({
          request: new Request(`${ORIGIN}/media/${file}`),
          params: { file },
          context: await contextFor(services, ANONYMOUS),
        } as never)
        const bytes = Buffer.from(await served.arrayBuffer())
        expect((await sharp(bytes, { animated: true }).metadata()).pages ?? 1, file).toBe(1)
        // The first frame is red; lossy coding moves the values a little.
        const [r, g, b] = await centrePixel(bytes)
        expect(r, file).toBeGreaterThan(200)
        expect(g, file).toBeLessThan(40)
        expect(b, file).toBeLessThan(40)
      }
    })
  }

  it('stores an APNG as its default (first) image and says so', async () => {
    // A real APNG is not something sharp writes: add an animation control chunk to a PNG, as
    // APNG encoders do; decoders without APNG support show the default image.
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: RED } })
      .png()
      .toBuffer()
    const acTL = Buffer.alloc(20)
    acTL.writeUInt32BE(8, 0)
    acTL.write('acTL', 4, 'latin1')
    acTL.writeUInt32BE(2, 8)
    const ihdrEnd = 8 + 25
    const apng = Buffer.concat([png.subarray(0, ihdrEnd), acTL, png.subarray(ihdrEnd)])
    const [status, body] = await upload(ADMIN, apng, 'moving.png', 'image/png')
    expect(status).toBe(201)
    expect(body.first_frame_only).toBe(true)
  })

  it('does not flag a still image', async () => {
    const still = await sharp({ create: { width: 40, height: 40, channels: 3, background: BLUE } })
      .gif()
      .toBuffer()
    const [status, body] = await upload(ADMIN, still, 'still.gif', 'image/gif')
    expect(status).toBe(201)
    expect(body.first_frame_only).toBe(false)
  })

  it('refuses anonymous visitors and non-admins, storing nothing', async () => {
    const before = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from media`),
    )[0]!.n
    expect((await upload(ANONYMOUS, await animatedGif(), 'a.gif', 'image/gif'))[0]).toBe(401)
    expect((await upload(USER, await animatedGif(), 'a.gif', 'image/gif'))[0]).toBe(403)
    expect(
      rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from media`),
      )[0]!.n,
    ).toBe(before)
  })
})

describe(`inline images (${testDbKind})`, () => {
  it('stores an animated inline image (a failed upload kept in the form, or in rich text) as its first frame', async () => {
    const { saveContent } = await import('~/domain/content.server')
    const gif = `data:image/gif;base64,${(await animatedGif()).toString('base64')}`
    const saved = await saveContent(
      database.db,
      'news',
      {
        title: 'Inline animation',
        date: '2026-06-01',
        image_url: gif,
        content: `<p>Look</p><img src="${gif}" alt="">`,
      },
      { actor: null },
    )
    expect(saved.ok).toBe(true)
    const [row] = rowsOf<{ image_url: string; content: string }>(
      await database.db.execute(
        sql`select image_url, content from news where id = ${saved.ok ? saved.id : ''}::uuid`,
      ),
    )
    for (const url of [row!.image_url, /src="([^"]+)"/.exec(row!.content)![1]!]) {
      expect(url.startsWith('data:image/webp;base64,')).toBe(true)
      const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')
      const meta = await sharp(bytes, { animated: true }).metadata()
      expect(meta.pages ?? 1).toBe(1)
    }
  })

  it('keeps a still inline image as it was', async () => {
    const { stillInlineImage } = await import('~/domain/inline-images.server')
    const png = `data:image/png;base64,${(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: RED } })
        .png()
        .toBuffer()
    ).toString('base64')}`
    expect(await stillInlineImage(png)).toBe(png)
  })
})
