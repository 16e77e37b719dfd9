import { describe, expect, it } from 'vitest'

import { articleFromJson, type ArticleJson } from './wiki-json'

const published: ArticleJson = {
  id: '6f1c1c1e-5a39-4a49-9a5e-6c1f3f0f2b11',
  title: 'Seizure first aid',
  title_el: 'Πρώτες βοήθειες',
  slug: 'seizure-first-aid',
  excerpt: 'Stay calm.',
  excerpt_el: null,
  category_id: '0b6e4f63-1c38-4b0f-8d6a-2d9f2b7f4a10',
  category_slug: 'first-aid',
  content: '<p>Stay with the person.</p>',
  content_el: null,
  status: 'published',
  el_ready: true,
  publish_at: '2026-01-01T10:00:00.000Z',
  order_index: 2,
  read_time: 0,
  read_time_minutes: 1,
  tags: ['first-aid'],
  featured_image_url: null,
  original_url: null,
  meta_description: null,
  meta_description_el: null,
  sources: [],
  next_review_due: null,
  reviewed_by: null,
  reviewed_on: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  revision_id: 42,
}

describe('articleFromJson', () => {
  it('gives the editor the stored article, based on its newest revision', () => {
    expect(articleFromJson(published)).toMatchObject({
      title: 'Seizure first aid',
      excerpt: 'Stay calm.',
      orderIndex: 2,
      baseRevision: '42',
    })
  })

  it('gives the author of a pending change their change, based on the revision it was typed on', () => {
    const article = articleFromJson({
      ...published,
      pending_change: {
        kind: 'wiki',
        item_id: published.id,
        values: { title: 'Seizure first aid (corrected)', excerpt: 'Stay calm and time it.' },
        base_revision: '40',
        author_email: 'author@example.org',
        submitted_at: '2026-01-03T10:00:00.000Z',
      },
    })
    expect(article).toMatchObject({
      title: 'Seizure first aid (corrected)',
      excerpt: 'Stay calm and time it.',
      // What the change does not hold stays as stored.
      titleEl: 'Πρώτες βοήθειες',
      orderIndex: 2,
      baseRevision: '40',
    })
  })
})
