/**
 * The loaders and actions of the media library's pages (/admin/media and /admin/media/{hash}) on
 * a real database: the list and its filters, one image with where it is used, saving its texts
 * and captions, deleting an unused image and refusing a used one; editors and admins only, bad
 * input refused with a translated message and nothing changed.
 */
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { saveContent } from '~/domain/content.server'
import { libraryImage } from '~/domain/media-library.server'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import * as imagePage from '~/routes/admin/media/image'
import * as libraryPage from '~/routes/admin/media/library'
import * as images from '~/routes/api/images'
import { addAccounts } from './support/accounts'
import {
  ADMIN,
  ANONYMOUS,
  AUTHOR,
  contextFor,
  EDITOR,
  ORIGIN,
  USER,
} from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  await addAccounts(database, [ADMIN, EDITOR])
})
afterAll(async () => {
  await database?.destroy()
})

let shade = 0
/** Uploads a PNG of its own colour (so its own hash) as an admin; answers its address and hash. */
async function upload(fields: Record<string, string>, name = 'garden-party.png') {
  shade += 1
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: shade, b: 10 } },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  const response = await images.action({
    request: new Request(`${ORIGIN}/api/v1/images`, { method: 'POST', body: form }),
    params: {},
    context: await contextFor(services, ADMIN),
  } as never)
  expect(response.status).toBe(201)
  return (await response.json()) as { image_url: string; file_path: string }
}

type Handler = (args: never) => unknown

/** Runs a loader or action; answers its data and status, or a thrown redirect or refusal. */
async function call(
  handler: Handler,
  path: string,
  options: {
    auth?: AuthState
    params?: Record<string, string>
    form?: Record<string, string>
    lang?: Lang
  } = {},
) {
  const body = options.form ? new FormData() : undefined
  for (const [name, value] of Object.entries(options.form ?? {})) body!.append(name, value)
  const request = new Request(`${ORIGIN}${path}`, body ? { method: 'POST', body } : undefined)
  try {
    const result = (await handler({
      request,
      params: options.params ?? {},
      context: await contextFor(services, options.auth ?? ADMIN, { lang: options.lang }),
    } as never)) as Response | { data?: unknown; init?: { status?: number } }
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('Location') }
    return {
      status: result.init?.status ?? 200,
      data: (result.data ?? result) as Record<string, unknown>,
    }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') }
    const error = thrown as { init?: { status?: number }; data?: unknown }
    if (error.init?.status) return { status: error.init.status, data: error.data }
    throw thrown
  }
}

type Listed = { hash: string; alt: string; uses: number; fileName: string }

async function listed(query = '') {
  const page = await call(libraryPage.loader, `/admin/media${query}`)
  return page.data as { images: Listed[]; values: object; deleted: boolean }
}

/** An event that shows `imageUrl` as its picture. */
async function eventShowing(imageUrl: string, title: string) {
  const saved = await saveContent(
    database.db,
    'events',
    {
      title,
      date: '2099-06-01',
      time: '10:00',
      location: 'Limassol',
      description: 'Bring a blanket.',
      category: 'social',
    },
    { actor: { id: ADMIN.user!.id, email: ADMIN.user!.email } },
  )
  if (!saved.ok) throw new Error('event not saved')
  await database.db.execute(sql`update events set image_url = ${imageUrl} where id = ${saved.id}`)
  return saved.id
}

describe('/admin/media', () => {
  it('lists uploads newest first with their uses, and narrows them by search and filters', async () => {
    const used = await upload({ alt: 'Volunteers at the stand' }, 'stand.png')
    const unused = await upload({ decorative: 'true' }, 'border.png')
    await eventShowing(used.image_url, 'Awareness day')
    const all = await listed()
    const mine = all.images.filter((image) =>
      [used.file_path, unused.file_path].includes(image.hash),
    )
    expect(mine.map((image) => [image.fileName, image.uses])).toEqual([
      ['border.png', 0],
      ['stand.png', 1],
    ])
    expect(all.deleted).toBe(false)
    const searched = await listed('?q=volunteers')
    expect(searched.images.map((image) => image.hash)).toEqual([used.file_path])
    expect(searched.values).toEqual({ q: 'volunteers', unused: false, missingAlt: false })
    const notUsed = await listed('?unused=true')
    expect(notUsed.images.map((image) => image.hash)).toContain(unused.file_path)
    expect(notUsed.images.map((image) => image.hash)).not.toContain(used.file_path)
    expect((await listed('?deleted=1')).deleted).toBe(true)
  })

  it('is for editors and admins only', async () => {
    const statuses = []
    for (const auth of [ANONYMOUS, USER, AUTHOR, EDITOR, ADMIN])
      statuses.push((await call(libraryPage.loader, '/admin/media', { auth })).status)
    expect(statuses).toEqual([403, 403, 403, 200, 200])
  })
})

describe('/admin/media/{hash}', () => {
  it('shows one image with the items that show it; 404 for an unknown or malformed hash', async () => {
    const image = await upload({ alt: 'Picnic' })
    const eventId = await eventShowing(image.image_url, 'Family picnic')
    const page = await call(imagePage.loader, `/admin/media/${image.file_path}`, {
      params: { hash: image.file_path },
    })
    const shown = (page.data as { image: { alt: string; usedBy: { id: string; title: string }[] } })
      .image
    expect(shown.alt).toBe('Picnic')
    expect(shown.usedBy.map((use) => [use.id, use.title])).toEqual([[eventId, 'Family picnic']])
    for (const hash of ['f'.repeat(64), 'not-a-hash'])
      expect(
        (await call(imagePage.loader, `/admin/media/${hash}`, { params: { hash } })).status,
      ).toBe(404)
  })

  it('saves the alt texts and captions together', async () => {
    const image = await upload({ alt: 'Old text' })
    const saved = await call(imagePage.action, `/admin/media/${image.file_path}`, {
      auth: EDITOR,
      params: { hash: image.file_path },
      form: {
        intent: 'save',
        alt: 'Children at the picnic',
        alt_el: 'Παιδιά στο πικνίκ',
        caption: 'Photo: Maria',
        caption_el: 'Φωτογραφία: Μαρία',
      },
    })
    expect(saved).toEqual({ status: 200, data: { ok: true, message: '' } })
    const stored = await libraryImage(database.db, image.file_path)
    expect([stored?.alt, stored?.altEl, stored?.caption, stored?.captionEl]).toEqual([
      'Children at the picnic',
      'Παιδιά στο πικνίκ',
      'Photo: Maria',
      'Φωτογραφία: Μαρία',
    ])
  })

  it('refuses bad input with a translated message and changes nothing', async () => {
    const image = await upload({ alt: 'Kept' })
    const post = (form: Record<string, string>, lang: Lang = 'en') =>
      call(imagePage.action, `/admin/media/${image.file_path}`, {
        params: { hash: image.file_path },
        form: { intent: 'save', ...form },
        lang,
      })
    expect((await post({ alt: 'Kept', caption: 'Kept caption' })).status).toBe(200)
    expect(await post({ alt: '', alt_el: '' })).toEqual({
      status: 400,
      data: {
        ok: false,
        message: "Describe the image in English or Greek, or tick 'Decorative, no description'.",
      },
    })
    expect(await post({ alt: 'New', caption: 'x'.repeat(501) })).toEqual({
      status: 400,
      data: { ok: false, message: 'Keep each caption to 500 characters or fewer.' },
    })
    const greek = await post({ alt: 'New', decorative: 'true' }, 'el')
    expect(greek.status).toBe(400)
    expect((greek.data as { message: string }).message).toMatch(/διακοσμητική/i)
    const stored = await libraryImage(database.db, image.file_path)
    expect([stored?.alt, stored?.caption]).toEqual(['Kept', 'Kept caption'])
  })

  it('deletes an unused image and goes back to the list; refuses a used one, naming its items', async () => {
    const lonely = await upload({ decorative: 'true' })
    const deleted = await call(imagePage.action, `/admin/media/${lonely.file_path}`, {
      params: { hash: lonely.file_path },
      form: { intent: 'delete' },
    })
    expect(deleted).toEqual({ status: 302, location: '/admin/media?deleted=1' })
    expect(await libraryImage(database.db, lonely.file_path)).toBeUndefined()

    const used = await upload({ alt: 'Stand' })
    await eventShowing(used.image_url, 'Charity run')
    const refused = await call(imagePage.action, `/admin/media/${used.file_path}`, {
      params: { hash: used.file_path },
      form: { intent: 'delete' },
    })
    expect(refused).toEqual({
      status: 409,
      data: {
        ok: false,
        message: 'This image is used by Charity run; remove it from there first.',
      },
    })
    expect(await libraryImage(database.db, used.file_path)).toBeDefined()
  })

  it('refuses anonymous callers, members and authors before anything changes', async () => {
    const image = await upload({ alt: 'Guarded' })
    const statuses = []
    for (const auth of [ANONYMOUS, USER, AUTHOR]) {
      for (const intent of ['save', 'delete'])
        statuses.push(
          (
            await call(imagePage.action, `/admin/media/${image.file_path}`, {
              auth,
              params: { hash: image.file_path },
              form: { intent, alt: 'Changed' },
            })
          ).status,
        )
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403])
    expect((await libraryImage(database.db, image.file_path))?.alt).toBe('Guarded')
  })
})
