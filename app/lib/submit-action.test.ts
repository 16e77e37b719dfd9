import { describe, expect, it } from 'vitest'

import { submitAction } from './submit-action'

describe('the save button follows the chosen status', () => {
  it('saves a draft, schedules, publishes a new or unpublished item and updates a published one', () => {
    expect(submitAction('draft')).toBe('saveDraft')
    expect(submitAction('draft', 'published')).toBe('saveDraft')
    expect(submitAction('scheduled')).toBe('schedule')
    expect(submitAction('scheduled', 'scheduled')).toBe('schedule')
    expect(submitAction('published')).toBe('publish')
    expect(submitAction('published', 'draft')).toBe('publish')
    expect(submitAction('published', 'scheduled')).toBe('publish')
    expect(submitAction('published', 'published')).toBe('update')
  })

  it('submits for review, and saves an item already waiting without submitting it again', () => {
    expect(submitAction('pending_review')).toBe('submitForReview')
    expect(submitAction('pending_review', 'draft')).toBe('submitForReview')
    expect(submitAction('pending_review', 'pending_review')).toBe('savePending')
  })

  it('submits an author’s change to a published or scheduled item for review', () => {
    expect(submitAction('published', 'published', true)).toBe('submitChange')
    expect(submitAction('draft', 'scheduled', true)).toBe('submitChange')
  })
})
