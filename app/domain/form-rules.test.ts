import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { fieldErrorsOf } from '~/lib/form-input'
import { MAX_TAGS } from '~/lib/tags'
import { eventInputSchema, V } from './content-schema'
import {
  checkScheduled,
  httpUrl,
  imageUrl,
  isAllowedImageUrl,
  isEmptyHtml,
  MAX_INLINE_IMAGE_CHARS,
  optionalRichText,
  optionalText,
  plainText,
  publishAtField,
  requiredText,
  richText,
  tagList,
  yesNo,
} from './form-rules'
import {
  articleInputSchema,
  categoryInputSchema,
  inlineArticleCreateSchema,
  inlineArticleUpdateSchema,
  wikiFieldErrors,
} from './wiki-input'

const KEYS = {
  invalid: 'a.validation.invalid',
  tooLong: 'a.validation.tooLong',
  required: 'a.validation.required',
  tooMany: 'a.validation.tooMany',
  tooLarge: 'a.validation.tooLarge',
}
const errorOf = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ f: schema }).safeParse({ f: value })
  return result.success ? undefined : fieldErrorsOf(result.error, 'x.validation.fallback').f
}

describe('texts', () => {
  it('rich text: kept as posted, missing is empty, anything but text refused', () => {
    expect(richText(20, KEYS).parse('<p>Hi</p>')).toBe('<p>Hi</p>')
    expect(richText(20, KEYS).parse(undefined)).toBe('')
    expect(errorOf(richText(20, KEYS), ['<p>Hi</p>'])).toBe(KEYS.invalid)
    expect(errorOf(richText(5, KEYS), '<p>Hello</p>')).toBe(KEYS.tooLong)
  })

  it('optional rich text: an emptied editor is none, a picture or a video alone is not', () => {
    const rule = optionalRichText(500, KEYS)
    expect(rule.parse('<p></p>')).toBeNull()
    expect(rule.parse('<p> &nbsp; </p><p><br></p>')).toBeNull()
    expect(rule.parse('')).toBeNull()
    expect(rule.parse(undefined)).toBeNull()
    expect(rule.parse('<p><img src="/media/a.webp" alt=""></p>')).toBe(
      '<p><img src="/media/a.webp" alt=""></p>',
    )
    expect(
      rule.parse('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>'),
    ).not.toBeNull()
    expect(rule.parse('<p>Γεια</p>')).toBe('<p>Γεια</p>')
    expect(errorOf(rule, 42)).toBe(KEYS.invalid)
    expect(errorOf(optionalRichText(5, KEYS), '<p>Hello</p>')).toBe(KEYS.tooLong)
    expect(isEmptyHtml('<p><strong> </strong></p>')).toBe(true)
  })

  it('optional text: trimmed, empty or missing is none, too long refused', () => {
    const rule = optionalText(5, KEYS)
    expect(rule.parse('  hi  ')).toBe('hi')
    expect(rule.parse('   ')).toBeNull()
    expect(rule.parse(undefined)).toBeNull()
    expect(errorOf(rule, '123456')).toBe(KEYS.tooLong)
    expect(errorOf(rule, 42)).toBe(KEYS.invalid)
  })

  it('plain text: trimmed, missing is empty', () => {
    expect(plainText(5, KEYS).parse(' x ')).toBe('x')
    expect(plainText(5, KEYS).parse(undefined)).toBe('')
    expect(errorOf(plainText(2, KEYS), 'abc')).toBe(KEYS.tooLong)
  })

  it('required text needs a visible character', () => {
    const rule = requiredText(10, KEYS)
    expect(rule.parse(' Title ')).toBe('Title')
    expect(errorOf(rule, '')).toBe(KEYS.required)
    expect(errorOf(rule, '\u200b\u200b')).toBe(KEYS.required)
    expect(errorOf(rule, undefined)).toBe(KEYS.required)
    expect(errorOf(rule, 'x'.repeat(11))).toBe(KEYS.tooLong)
  })
})

describe('tags', () => {
  const rule = tagList(KEYS)
  it('reads repeated fields and comma lists, trimmed, without duplicates', () => {
    expect(rule.parse(['a, b', ' a ', '', 'c'])).toEqual(['a', 'b', 'c'])
    expect(rule.parse('x,y')).toEqual(['x', 'y'])
    expect(rule.parse(undefined)).toEqual([])
  })
  it('refuses a tag too long and too many tags, each with its message', () => {
    expect(errorOf(rule, ['x'.repeat(41)])).toBe(KEYS.tooLong)
    expect(
      errorOf(
        rule,
        Array.from({ length: MAX_TAGS + 1 }, (_, i) => `t${i}`),
      ),
    ).toBe(KEYS.tooMany)
  })
})

describe('the one image rule', () => {
  it('allows our uploads and inline raster images only', () => {
    expect(isAllowedImageUrl(`/media/${'a'.repeat(64)}.webp`)).toBe(true)
    expect(isAllowedImageUrl(`/media/${'a'.repeat(64)}-640.webp`)).toBe(true)
    expect(isAllowedImageUrl(`/media/${'a'.repeat(64)}.1280x720.webp`)).toBe(true)
    // Other sites' images are refused: the CSP would block them and they would track visitors.
    expect(isAllowedImageUrl('https://example.org/a.jpg')).toBe(false)
    expect(isAllowedImageUrl('http://example.org/a.jpg')).toBe(false)
    expect(isAllowedImageUrl('//example.org/a.jpg')).toBe(false)
    // Only uploads' own names under /media/ (the looser wiki pattern let any name through).
    expect(isAllowedImageUrl('/media/anything.png')).toBe(false)
    expect(isAllowedImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
    expect(isAllowedImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false)
    expect(isAllowedImageUrl('javascript:alert(1)')).toBe(false)
    expect(isAllowedImageUrl('/etc/passwd')).toBe(false)
  })

  it('an inline image is no larger than an upload may be', () => {
    const prefix = 'data:image/png;base64,'
    expect(isAllowedImageUrl(prefix + 'A'.repeat(MAX_INLINE_IMAGE_CHARS - prefix.length))).toBe(
      true,
    )
    expect(isAllowedImageUrl(prefix + 'A'.repeat(MAX_INLINE_IMAGE_CHARS - prefix.length + 1))).toBe(
      false,
    )
    expect(errorOf(imageUrl(KEYS), prefix + 'A'.repeat(MAX_INLINE_IMAGE_CHARS))).toBe(KEYS.tooLarge)
    expect(errorOf(imageUrl(KEYS), 'https://example.org/a.jpg')).toBe(KEYS.invalid)
    expect(imageUrl(KEYS).parse('  ')).toBeNull()
  })

  it('content and wiki both use it, each with its own message', () => {
    const outside = 'https://example.org/a.jpg'
    const event = eventInputSchema().safeParse({
      title: 'T',
      date: '2030-01-01',
      time: '10:00',
      image_url: outside,
    })
    expect(fieldErrorsOf(event.error!, V.textInvalid)).toEqual({ image_url: V.imageInvalid })
    const loose = '/media/anything.png'
    const article = articleInputSchema.safeParse({
      title: 'T',
      slug: 't',
      categoryId: crypto.randomUUID(),
      featuredImageUrl: loose,
    })
    expect(wikiFieldErrors(article.error!)).toEqual({
      featuredImageUrl: 'admin.wiki.validation.imageUrl',
    })
  })
})

describe('wiki content blocks', () => {
  const article = (contentBlocks: unknown[]) =>
    articleInputSchema.safeParse({
      title: 'T',
      slug: 't',
      categoryId: crypto.randomUUID(),
      contentBlocks,
    })

  it('an image block shows an upload of this site only; a link or video block an http(s) address or a site path', () => {
    const upload = `/media/${'ab'.repeat(32)}.800x600.webp`
    expect(article([{ type: 'image', metadata: { url: upload, alt_text: 'A' } }]).success).toBe(
      true,
    )
    expect(
      article([{ type: 'link', content: 'Docs', metadata: { url: 'https://example.org/a' } }])
        .success,
    ).toBe(true)
    expect(article([{ type: 'link', content: 'Home', metadata: { url: '/wiki' } }]).success).toBe(
      true,
    )
    expect(
      article([{ type: 'video', metadata: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }])
        .success,
    ).toBe(true)
    // An empty address is an unfinished block, not an error (it becomes no HTML).
    expect(article([{ type: 'image', metadata: { url: '' } }]).success).toBe(true)

    for (const url of [
      'https://images.example.org/cat.png',
      'http://127.0.0.1/x.png',
      '/media/anything.png',
      'javascript:alert(1)',
    ]) {
      const result = article([
        { type: 'title', content: 'Intro' },
        { type: 'image', metadata: { url } },
      ])
      expect(wikiFieldErrors(result.error!), url).toEqual({
        contentBlocks: 'admin.wiki.validation.imageUrl',
      })
    }
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'ftp://example.org/f']) {
      const result = article([{ type: 'link', content: 'x', metadata: { url } }])
      expect(wikiFieldErrors(result.error!), url).toEqual({
        contentBlocks: 'admin.wiki.validation.url',
      })
    }
  })
})

describe('links, yes/no, publication times', () => {
  it('http(s) addresses with a host only', () => {
    const rule = httpUrl(KEYS)
    expect(rule.parse(' https://example.org/x ')).toBe('https://example.org/x')
    expect(rule.parse('')).toBeNull()
    expect(errorOf(rule, 'ftp://example.org')).toBe(KEYS.invalid)
    expect(errorOf(rule, 'not a url')).toBe(KEYS.invalid)
    expect(errorOf(rule, `https://example.org/${'x'.repeat(2000)}`)).toBe(KEYS.tooLong)
  })

  it('yes/no reads checkboxes and selects, with a fallback when missing', () => {
    expect(yesNo(KEYS.invalid, true).parse(undefined)).toBe(true)
    expect(yesNo(KEYS.invalid, false).parse('')).toBe(false)
    expect(yesNo(KEYS.invalid, false).parse('on')).toBe(true)
    expect(yesNo(KEYS.invalid, true).parse('false')).toBe(false)
    expect(errorOf(yesNo(KEYS.invalid, true), 'maybe')).toBe(KEYS.invalid)
  })

  it('publication time: ISO instants or Cyprus wall-clock time; empty is none', () => {
    expect(publishAtField.parse('2030-01-01T10:00:00Z')).toEqual(new Date('2030-01-01T10:00:00Z'))
    // 12:00 in Cyprus in winter is 10:00 UTC.
    expect(publishAtField.parse('2030-01-01T12:00')).toEqual(new Date('2030-01-01T10:00:00Z'))
    expect(publishAtField.parse(' ')).toBeNull()
    expect(errorOf(publishAtField, 'soon')).toBe('admin.validation.publishAtInvalid')
  })

  it('a scheduled item needs a time ahead; its stored time may stay', () => {
    const now = new Date('2030-01-01T00:00:00Z')
    const past = new Date('2029-12-31T00:00:00Z')
    const schema = (current?: Date) =>
      z
        .object({ at: z.date().nullable() })
        .superRefine((value, ctx) => checkScheduled(value.at, 'at', ctx, { now, current }))
    const errors = (at: Date | null, current?: Date) => {
      const result = schema(current).safeParse({ at })
      return result.success ? {} : fieldErrorsOf(result.error, 'x.validation.y')
    }
    expect(errors(null)).toEqual({ at: 'admin.validation.publishAtRequired' })
    expect(errors(past)).toEqual({ at: 'admin.validation.publishAtPast' })
    expect(errors(past, past)).toEqual({})
    expect(errors(new Date('2030-01-02T00:00:00Z'))).toEqual({})
  })

  it('wiki categories read their fields with the shared text rules', () => {
    expect(
      wikiFieldErrors(
        categoryInputSchema.safeParse({ name: ' ', slug: 'x', nameEl: 'y'.repeat(121) }).error!,
      ),
    ).toEqual({ nameEl: 'admin.wiki.validation.tooLong' })
  })

  it('wiki categories need a name in English, in Greek or in both', () => {
    expect(
      wikiFieldErrors(categoryInputSchema.safeParse({ name: ' ', slug: 'x', nameEl: ' ' }).error!),
    ).toEqual({ name: 'admin.wiki.validation.nameRequired' })
    expect(categoryInputSchema.safeParse({ slug: 'x', nameEl: 'Ύπνος' }).data).toMatchObject({
      name: '',
      nameEl: 'Ύπνος',
    })
    expect(categoryInputSchema.safeParse({ name: 'Sleep', slug: 'x' }).success).toBe(true)
  })
})

describe('the wiki inline article forms: a title in English, in Greek or in both', () => {
  const base = {
    categoryId: '00000000-0000-4000-8000-000000000001',
    orderIndex: '1',
    content: '<p>Text</p>',
  }
  for (const [name, schema, extra] of [
    ['inline edit', inlineArticleUpdateSchema, {}],
    ['inline create', inlineArticleCreateSchema, { slug: 'kolympi' }],
  ] as const) {
    it(`${name}: a Greek title alone is enough`, () => {
      const parsed = schema.safeParse({ ...base, ...extra, title: '', titleEl: 'Κολύμπι' })
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    })

    it(`${name}: neither title is refused, with one message on the title`, () => {
      const parsed = schema.safeParse({ ...base, ...extra, title: ' ', titleEl: '' })
      expect(wikiFieldErrors(parsed.error!)).toEqual({
        title: 'admin.wiki.validation.titleRequired',
      })
      // Reported together with the other fields' problems.
      const both = schema.safeParse({ ...extra, title: '', content: '' })
      expect(Object.keys(wikiFieldErrors(both.error!))).toEqual(
        expect.arrayContaining(['title', 'content']),
      )
    })
  }
})
