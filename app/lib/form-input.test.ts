import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  fieldErrorsOf,
  formValues,
  hasFieldErrors,
  schemaCheck,
  translateFieldErrors,
} from './form-input'

function form(entries: [string, string | Blob][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('formValues: a form post as the schemas read it', () => {
  it('keeps the last value of a repeated field', () => {
    expect(
      formValues(
        form([
          ['status', 'draft'],
          ['status', 'published'],
        ]),
      ),
    ).toEqual({ status: 'published' })
    // A hidden fallback before the real control: the control's value wins.
    expect(
      formValues(
        form([
          ['publish_at', ''],
          ['publish_at', '2030-01-01T10:00'],
        ]),
      ),
    ).toEqual({ publish_at: '2030-01-01T10:00' })
  })

  it('keeps every value of a list field, also a single one or none typed yet', () => {
    expect(
      formValues(
        form([
          ['tags', 'a'],
          ['tags', 'b'],
          ['tags', ''],
        ]),
      ),
    ).toEqual({ tags: ['a', 'b', ''] })
    expect(formValues(form([['tags', 'only']]))).toEqual({ tags: ['only'] })
    expect(
      formValues(
        form([
          ['kinds', 'x'],
          ['kinds', 'y'],
        ]),
        ['kinds'],
      ),
    ).toEqual({ kinds: ['x', 'y'] })
  })

  it('leaves files out', () => {
    const values = formValues(
      form([
        ['title', 'T'],
        ['file', new Blob(['x'])],
        ['tags', new Blob(['y'])],
      ]),
    )
    expect(values).toEqual({ title: 'T', tags: [] })
  })
})

describe('field errors: { field: i18n key } of the first problem of each field', () => {
  const schema = z.object({
    title: z.string().min(1, 'admin.validation.titleRequired').max(3, 'admin.validation.tooLong'),
    slug: z.string().min(1, 'admin.wiki.validation.slugRequired'),
    count: z.number(),
  })

  it('files the first problem per field as its key', () => {
    const result = schema.safeParse({ title: '', slug: '', count: 1 })
    expect(fieldErrorsOf(result.error!, 'admin.validation.textInvalid')).toEqual({
      title: 'admin.validation.titleRequired',
      slug: 'admin.wiki.validation.slugRequired',
    })
  })

  it('replaces messages that are not our keys (Zod defaults, in English) with the fallback', () => {
    const result = schema.safeParse({ title: 'ok', slug: 'ok', count: 'many' })
    expect(fieldErrorsOf(result.error!, 'admin.wiki.validation.invalid')).toEqual({
      count: 'admin.wiki.validation.invalid',
    })
  })

  it('files problems of the whole input under "form"', () => {
    const refined = z.object({ a: z.string() }).refine(() => false, 'admin.validation.textInvalid')
    expect(fieldErrorsOf(refined.safeParse({ a: 'x' }).error!, 'x.validation.y')).toEqual({
      form: 'admin.validation.textInvalid',
    })
  })

  it('a schema as a form check answers {} for valid input, the same errors otherwise', () => {
    const check = schemaCheck(schema, 'admin.validation.textInvalid')
    expect(check({ title: 'ok', slug: 's', count: 2 })).toEqual({})
    expect(check({ title: 'long', slug: 's', count: 2 })).toEqual({
      title: 'admin.validation.tooLong',
    })
    expect(hasFieldErrors(check({ title: 'ok', slug: 's', count: 2 }))).toBe(false)
    expect(hasFieldErrors(undefined)).toBe(false)
  })

  it('translates keys (and renames fields) for answers read by programs', () => {
    const t = (key: string) => `<${key}>`
    expect(
      translateFieldErrors({ categoryId: 'admin.wiki.validation.categoryRequired' }, t, (field) =>
        field === 'categoryId' ? 'category_id' : field,
      ),
    ).toEqual({
      category_id: '<admin.wiki.validation.categoryRequired>',
    })
  })
})
