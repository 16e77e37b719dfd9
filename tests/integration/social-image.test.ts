/**
 * The share picture chosen for an item (app/http/social-image.server.ts) on a real database with
 * real uploads: the largest stored variant at its real size, found also from URLs saved before
 * sizes were in the name; the kind's default for inline images and uploads no longer stored.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { storeImage } from '~/domain/media.server'
import { mediaUrl } from '~/domain/media-rules'
import { socialImageFor } from '~/http/social-image.server'
import { routeContext } from './support/route-call'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.destroy()
})

const upload = async (width: number, height: number) =>
  storeImage(
    database.db,
    await sharp({ create: { width, height, channels: 3, background: '#5b2a86' } })
      .png()
      .toBuffer(),
    null,
  )

describe('socialImageFor', () => {
  it('shares an upload at its largest stored variant, whichever variant URL was saved', async () => {
    const stored = await upload(2000, 1000)
    const expected = {
      path: `/media/${stored.filePath}.1920x960.webp`,
      width: 1920,
      height: 960,
      alt: 'Picture for “Walk”',
    }
    const context = await routeContext(database)
    // The URL saved since AVIF variants keeps its mark; older ones name the same WebP file without it.
    expect(stored.imageUrl).toBe(`/media/${stored.filePath}.1920x960-avif.webp`)
    expect(
      await socialImageFor(context, { kind: 'event', title: 'Walk', imageUrl: stored.imageUrl }),
    ).toEqual({ ...expected, path: stored.imageUrl })
    for (const imageUrl of [mediaUrl(stored.filePath), mediaUrl(stored.filePath, 640)]) {
      expect(
        await socialImageFor(context, { kind: 'event', title: 'Walk', imageUrl }),
        imageUrl,
      ).toEqual(expected)
    }
  })

  it('never enlarges a small upload, and translates the alt text', async () => {
    const stored = await upload(300, 200)
    const context = await routeContext(database, { lang: 'el' })
    expect(
      await socialImageFor(context, {
        kind: 'news',
        title: 'Νέα',
        imageUrl: mediaUrl(stored.filePath),
      }),
    ).toEqual({
      path: `/media/${stored.filePath}.300x200.webp`,
      width: 300,
      height: 200,
      alt: 'Εικόνα για «Νέα»',
    })
  })

  it("uses the kind's default for no image, an inline image or an upload that is gone", async () => {
    const context = await routeContext(database, { lang: 'el' })
    const fallback = {
      path: '/social/story.el.png',
      width: 1200,
      height: 630,
      alt: 'Το λογότυπο του ιδρύματος «Επιληψία Κύπρου» και η λέξη «Ιστορία ασθενούς» σε μωβ φόντο',
    }
    for (const imageUrl of [null, 'data:image/png;base64,iVBORw0KGgo=', mediaUrl('0'.repeat(64))]) {
      expect(
        await socialImageFor(context, { kind: 'story', title: 'Story', imageUrl }),
        String(imageUrl),
      ).toEqual(fallback)
    }
  })
})
