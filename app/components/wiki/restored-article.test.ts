import { describe, expect, it } from 'vitest'

import { restoredArticleFields } from './restored-article'

describe('restoredArticleFields', () => {
  it('turns the posted fields of a kept draft back into the article values the form starts from', () => {
    expect(
      restoredArticleFields({
        intent: 'article-create',
        title: 'Sleep and seizures',
        slug: 'sleep',
        content: '<p>Typed</p>',
        orderIndex: '3',
        readTime: '',
        tags: ['sleep', 'triggers'],
        elReady: 'false',
        publishAt: '2027-03-05T09:30',
        contentBlocks: '[]',
      }),
    ).toEqual({
      title: 'Sleep and seizures',
      slug: 'sleep',
      content: '<p>Typed</p>',
      orderIndex: 3,
      tags: ['sleep', 'triggers'],
      elReady: false,
      // 09:30 in Cyprus in March (UTC+2).
      publishAt: '2027-03-05T07:30:00.000Z',
    })
  })

  it('gives nothing without a draft, and no time for an empty one', () => {
    expect(restoredArticleFields(undefined)).toEqual({})
    expect(restoredArticleFields({ publishAt: '', elReady: 'true' })).toEqual({
      publishAt: null,
      elReady: true,
    })
  })
})

describe('a restored draft of an edit', () => {
  it('keeps the revision it was typed against, so saving it merges instead of overwriting newer saves', () => {
    expect(restoredArticleFields({ title: 'Old draft', base_revision: '41' })).toMatchObject({
      title: 'Old draft',
      baseRevision: '41',
    })
    expect(restoredArticleFields({ title: 'New article draft' })).not.toHaveProperty('baseRevision')
  })
})
