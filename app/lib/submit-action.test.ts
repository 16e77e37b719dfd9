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
})
