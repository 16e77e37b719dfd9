/**
 * Text alternatives of uploaded images on a real database: the rule "a description or the
 * decorative tick" at upload, GET and PATCH /api/v1/images/{file_path} (anonymous, member, admin,
 * bad input), the admins' list of images without one, and the alt that pages and rich text get
 * in each language.
 */
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { imagesWithoutText } from '~/domain/image-texts.server'
import { storeImage } from '~/domain/media.server'
import { createLogger } from '~/logger.server'
import * as imagesPage from '~/routes/admin/images'
import * as image from '~/routes/api/image'
import * as images from '~/routes/api/images'
import { loadArticlePage } from '~/routes/content/article-page.server'
import { ADMIN, ANONYMOUS, callRoute, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
let newsId: string
let newsSlug: string

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  const [newest] = rowsOf<{ id: string; slug: string }>(
    await database.db.execute(sql`select id, slug from news order by date desc limit 1`),
  )
  newsId = newest!.id
  newsSlug = newest!.slug
})
afterAll(async () => {
  await database?.destroy()
})

let shade = 0
/** A PNG no other test uses (each has its own colour, so its own hash). */
async function png() {
  shade += 1
  return sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 80, b: 120 } },
  })
    .png()
    .toBuffer()
}

async function upload(fields: Record<string, string>, lang: 'en' | 'el' = 'en') {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png')
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const response = await images.action({
    request: new Request(`${ORIGIN}/api/v1/images`, { method: 'POST', body: form }),
    params: {},
    context: await contextFor(services, ADMIN, { lang }),
  } as never)
  return [
    response.status,
    (await response.json()) as {
      image_url?: string
      file_path?: string
      alt?: string
      alt_el?: string
      decorative?: boolean
      error?: { code: string; message: string; fields?: Record<string, string> }
    },
  ] as const
}

const count = async (table: 'media' | 'image_texts') =>
  rowsOf<{ n: number }>(
    await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
  )[0]!.n

async function getText(filePath: string) {
  const response = await callRoute(
    services,
    image.loader as never,
    ANONYMOUS,
    `/api/v1/images/${filePath}`,
    { params: { filePath } },
  )
  return [response.status, (await response.json()) as Record<string, unknown>] as const
}

async function patch(
  auth: AuthState,
  filePath: string,
  body: unknown,
  options: { lang?: 'en' | 'el'; contentType?: string; headers?: Record<string, string> } = {},
) {
  const response = await callRoute(
    services,
    image.action as never,
    auth,
    `/api/v1/images/${filePath}`,
    { method: 'PATCH', params: { filePath }, body, ...options },
  )
  return [
    response.status,
    (await response.json()) as {
      data?: Record<string, unknown>
      error?: { code: string; message: string; fields?: Record<string, string> }
    },
  ] as const
}

/** An image uploaded before descriptions were asked for: stored without any text. */
async function oldImage() {
  return storeImage(database.db, await png(), null)
}

describe(`the rule: a description or the decorative tick (${testDbKind})`, () => {
  it('refuses an upload with neither, in the caller language, and stores nothing', async () => {
    const [mediaBefore, textsBefore] = [await count('media'), await count('image_texts')]
    const [status, body] = await upload({})
    expect(status).toBe(400)
    expect(body.error?.code).toBe('validation_failed')
    expect(body.error?.message).toBe(
      "Describe the image in English or Greek, or tick 'Decorative, no description'.",
    )
    expect(body.error?.fields).toEqual({ alt: body.error?.message })
    const [greekStatus, greek] = await upload({ alt: '   ', decorative: 'false' }, 'el')
    expect(greekStatus).toBe(400)
    expect(greek.error?.message).toBe(
      'Περιγράψτε την εικόνα στα Αγγλικά ή στα Ελληνικά ή επιλέξτε «Διακοσμητική, χωρίς περιγραφή».',
    )
    expect([await count('media'), await count('image_texts')]).toEqual([mediaBefore, textsBefore])
  })

  it('refuses a decorative image that also has a description, and one over 250 characters', async () => {
    const mediaBefore = await count('media')
    const [both, bothBody] = await upload({ alt: 'A garden', decorative: 'true' })
    expect(both).toBe(400)
    expect(bothBody.error?.fields?.decorative).toContain('A decorative image has no description')
    const [long, longBody] = await upload({ alt_el: 'α'.repeat(251) })
    expect(long).toBe(400)
    expect(longBody.error?.fields).toEqual({
      alt_el: 'Keep each description to 250 characters or fewer.',
    })
    expect(await count('media')).toBe(mediaBefore)
  })

  it('accepts one language alone, or the decorative tick, and stores the text trimmed', async () => {
    const [greekOnly, greek] = await upload({ alt_el: '  Παιδιά σε πικνίκ  ' })
    expect(greekOnly).toBe(201)
    expect(greek).toMatchObject({ alt: '', alt_el: 'Παιδιά σε πικνίκ', decorative: false })
    expect((await getText(greek.file_path!))[1]).toMatchObject({
      data: { file_path: greek.file_path, alt: '', alt_el: 'Παιδιά σε πικνίκ', decorative: false },
    })
    const [decorativeStatus, decorative] = await upload({ decorative: 'true' })
    expect(decorativeStatus).toBe(201)
    expect(decorative.decorative).toBe(true)
  })
})

describe(`GET and PATCH /api/v1/images/{file_path} (${testDbKind})`, () => {
  it('answers an old image as undescribed and not decorative, and 404 for unknown paths', async () => {
    const old = await oldImage()
    const [oldStatus, oldBody] = await getText(old.filePath)
    expect(oldStatus).toBe(200)
    expect(oldBody).toMatchObject({
      data: { file_path: old.filePath, alt: '', alt_el: '', decorative: false },
    })
    expect((await getText('f'.repeat(64)))[0]).toBe(404)
    expect((await getText('../etc/passwd'))[0]).toBe(404)
  })

  it('refuses anonymous callers (401), members (403) and other sites (403); nothing changes', async () => {
    const old = await oldImage()
    const change = { alt: 'A sunny beach' }
    const [anonymous, anonymousBody] = await patch(ANONYMOUS, old.filePath, change)
    expect(anonymous).toBe(401)
    expect(anonymousBody.error?.message).toBe('You must be logged in.')
    expect((await patch(USER, old.filePath, change))[0]).toBe(403)
    const [crossSite] = await patch(ADMIN, old.filePath, change, {
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite).toBe(403)
    expect((await getText(old.filePath))[1].data).toMatchObject({ alt: '', decorative: false })
  })

  it('lets an admin describe an image, changing only the fields sent', async () => {
    const old = await oldImage()
    const [first, firstBody] = await patch(ADMIN, old.filePath, { alt: ' A sunny beach ' })
    expect(first).toBe(200)
    expect(firstBody.data).toMatchObject({
      file_path: old.filePath,
      alt: 'A sunny beach',
      alt_el: '',
      decorative: false,
    })
    const [status, body] = await patch(ADMIN, old.filePath, { alt_el: 'Μια ηλιόλουστη παραλία' })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      file_path: old.filePath,
      alt: 'A sunny beach',
      alt_el: 'Μια ηλιόλουστη παραλία',
      decorative: false,
    })
    // Marking it decorative takes clearing the descriptions in the same request.
    expect(
      (await patch(ADMIN, old.filePath, { alt: '', alt_el: '', decorative: true }))[1].data,
    ).toMatchObject({ alt: '', alt_el: '', decorative: true })
  })

  it.each([
    ['a description that is not text', { alt: 42 }, 'alt', 'alt and alt_el must be text.'],
    ['a flag that is not a boolean', { decorative: 'yes' }, 'decorative', 'decorative must be'],
    ['a field the image does not have', { credit: 'x' }, 'credit', 'Only alt, alt_el'],
    ['a description over 250 characters', { alt: 'a'.repeat(251) }, 'alt', '250 characters'],
    ['neither description nor decorative', { alt: '' }, 'alt', 'Describe the image'],
    ['a decorative image with text', { decorative: true }, 'decorative', 'A decorative image'],
  ])('answers 400 for %s, naming the field, and changes nothing', async (_, body, field, text) => {
    const old = await oldImage()
    await patch(ADMIN, old.filePath, { alt: 'Before' })
    const [status, answer] = await patch(ADMIN, old.filePath, body)
    expect(status).toBe(400)
    expect(answer.error?.code).toBe('validation_failed')
    expect(answer.error?.fields?.[field]).toContain(text)
    expect((await getText(old.filePath))[1].data).toMatchObject({
      alt: 'Before',
      alt_el: '',
      decorative: false,
    })
  })

  it('answers bad JSON with 400, another type with 415, an unknown image with 404, in Greek too', async () => {
    const old = await oldImage()
    const badJson = await callRoute(
      services,
      image.action as never,
      ADMIN,
      `/api/v1/images/${old.filePath}`,
      { method: 'PATCH', params: { filePath: old.filePath }, rawBody: '{"alt":' },
    )
    expect(badJson.status).toBe(400)
    const [greek, greekBody] = await patch(ADMIN, old.filePath, { alt: 7 }, { lang: 'el' })
    expect(greek).toBe(400)
    expect(greekBody.error?.message).toBe('Τα alt και alt_el πρέπει να είναι κείμενο.')
    const response = await callRoute(
      services,
      image.action as never,
      ADMIN,
      `/api/v1/images/${old.filePath}`,
      {
        method: 'PATCH',
        params: { filePath: old.filePath },
        rawBody: 'alt=x',
        contentType: 'text/plain',
      },
    )
    expect(response.status).toBe(415)
    expect((await patch(ADMIN, 'e'.repeat(64), { alt: 'x' }))[0]).toBe(404)
  })
})

describe(`the admins' list of images without a text alternative (${testDbKind})`, () => {
  async function save(auth: AuthState, form: Record<string, string>) {
    const body = new FormData()
    for (const [name, value] of Object.entries(form)) body.append(name, value)
    try {
      const result = (await imagesPage.action({
        request: new Request(`${ORIGIN}/admin/images`, { method: 'POST', body }),
        params: {},
        context: await contextFor(services, auth),
      } as never)) as { data?: unknown; init?: { status?: number } }
      return { status: result.init?.status ?? 200, data: (result.data ?? result) as object }
    } catch (thrown) {
      const error = thrown as { status?: number; init?: { status?: number } }
      return { status: error.status ?? error.init?.status, data: {} }
    }
  }

  it('lists old images, not described or decorative ones, and saves a description from it', async () => {
    const old = await oldImage()
    const [, described] = await upload({ alt: 'A described image' })
    const listed = (await imagesWithoutText(database.db, 1000)).map((row) => row.hash)
    expect(listed).toContain(old.filePath)
    expect(listed).not.toContain(described.file_path)

    // A page, not the API: signed-out callers are refused like members (the page offers sign-in).
    expect((await save(ANONYMOUS, { hash: old.filePath, alt: 'x' })).status).toBe(403)
    expect((await save(USER, { hash: old.filePath, alt: 'x' })).status).toBe(403)
    const refused = await save(ADMIN, { hash: old.filePath, alt: '', alt_el: '' })
    expect(refused).toEqual({
      status: 400,
      data: {
        ok: false,
        message: "Describe the image in English or Greek, or tick 'Decorative, no description'.",
      },
    })
    expect((await imagesWithoutText(database.db, 1000)).map((row) => row.hash)).toContain(
      old.filePath,
    )
    const saved = await save(ADMIN, { hash: old.filePath, alt: 'Volunteers', alt_el: 'Εθελοντές' })
    expect(saved).toEqual({ status: 200, data: { ok: true, message: '' } })
    expect((await imagesWithoutText(database.db, 1000)).map((row) => row.hash)).not.toContain(
      old.filePath,
    )
    expect((await getText(old.filePath))[1].data).toMatchObject({
      alt: 'Volunteers',
      alt_el: 'Εθελοντές',
    })
  })
})

describe(`the alt pages give an image (${testDbKind})`, () => {
  async function newsPage(lang: 'en' | 'el') {
    const page = (await loadArticlePage(
      await contextFor(services, ANONYMOUS, { lang }),
      'news',
      newsSlug,
      new Request(`http://localhost/news/${newsSlug}`),
    )) as {
      item: { imageAlt?: string; content: string | null }
      meta: { image: { alt: string }; structuredData: Array<Record<string, unknown>> }
    }
    return page
  }

  it('shows the reader language, falls back to the other, and keeps decorative images empty', async () => {
    const [, hero] = await upload({
      alt: 'Walkers on the beach',
      alt_el: 'Περιπατητές στην παραλία',
    })
    const [, inText] = await upload({ alt: 'A purple ribbon' })
    const [, decorative] = await upload({ decorative: 'true' })
    const html =
      `<p>Walk</p><img src="${inText.image_url}" alt="stale">` +
      `<img src="${decorative.image_url}" alt="">`
    await database.db.execute(
      sql`update news set image_url = ${hero.image_url}, content = ${html}, content_el = ${html}, el_ready = true where id = ${newsId}`,
    )
    const english = await newsPage('en')
    expect(english.item.imageAlt).toBe('Walkers on the beach')
    expect(english.meta.image.alt).toBe('Walkers on the beach')
    expect(english.meta.structuredData[0]!.image).toEqual([
      { '@type': 'ImageObject', url: hero.image_url, caption: 'Walkers on the beach' },
    ])
    expect(english.item.content).toContain('alt="A purple ribbon"')
    expect(english.item.content).not.toContain('alt="stale"')

    const greek = await newsPage('el')
    expect(greek.item.imageAlt).toBe('Περιπατητές στην παραλία')
    // No Greek description: the English one, rather than nothing.
    expect(greek.item.content).toContain('alt="A purple ribbon"')
    const decorativeImg = greek.item.content!.match(
      new RegExp(`<img[^>]*src="${decorative.image_url!.replaceAll('.', '\\.')}"[^>]*>`),
    )![0]
    expect(decorativeImg).toContain('alt=""')
  })
})
