import { describe, expect, it } from 'vitest'

import { ROLES } from './constants'
import { can, isTeam, mayDelete, maySave, needsTwoFactor, roleInForce } from './permissions'

const as = (role: (typeof ROLES)[number]) => ({ role })

describe('can', () => {
  it('gives each role its permissions and nobody signed out any', () => {
    const table = Object.fromEntries(
      ROLES.map((role) => [
        role,
        (
          [
            'read-drafts',
            'write-draft',
            'history',
            'publish',
            'delete',
            'restore',
            'manage-taxonomy',
            'audit',
            'medical-review',
            'people',
            'settings',
          ] as const
        ).filter((permission) => can(as(role), permission, 'wiki')),
      ]),
    )
    expect(table).toEqual({
      user: [],
      author: ['read-drafts', 'write-draft', 'history'],
      reviewer: ['read-drafts', 'write-draft', 'history', 'medical-review'],
      editor: [
        'read-drafts',
        'write-draft',
        'history',
        'publish',
        'delete',
        'restore',
        'manage-taxonomy',
        'audit',
      ],
      admin: [
        'read-drafts',
        'write-draft',
        'history',
        'publish',
        'delete',
        'restore',
        'manage-taxonomy',
        'audit',
        'medical-review',
        'people',
        'settings',
      ],
    })
    expect(can(null, 'read-drafts')).toBe(false)
    expect(can({ role: null }, 'read-drafts')).toBe(false)
  })

  it('limits medical review to the wiki and the education sections', () => {
    expect(can(as('reviewer'), 'medical-review', 'wiki')).toBe(true)
    expect(can(as('reviewer'), 'medical-review', 'news')).toBe(false)
    expect(can(as('editor'), 'medical-review', 'wiki')).toBe(false)
  })

  it('holds back an admin’s or editor’s powers until two-factor sign-in is on', () => {
    expect(needsTwoFactor('admin')).toBe(true)
    expect(needsTwoFactor('editor')).toBe(true)
    expect(needsTwoFactor('author')).toBe(false)
    const pending = { role: 'editor' as const, twoFactorSetupRequired: true }
    expect(roleInForce(pending)).toBe('user')
    expect(can(pending, 'publish', 'news')).toBe(false)
    expect(isTeam(pending)).toBe(false)
    expect(isTeam(as('author'))).toBe(true)
    expect(isTeam(as('user'))).toBe(false)
  })
})

describe('maySave', () => {
  it('keeps an author’s saves to drafts', () => {
    expect(maySave(as('author'), 'news', undefined, 'draft')).toBe(true)
    expect(maySave(as('author'), 'news', 'draft', 'draft')).toBe(true)
    expect(maySave(as('author'), 'news', undefined, 'published')).toBe(false)
    expect(maySave(as('author'), 'news', 'draft', 'scheduled')).toBe(false)
    expect(maySave(as('author'), 'news', 'published', 'draft')).toBe(false)
    expect(maySave(as('reviewer'), 'wiki', 'draft', 'archived')).toBe(false)
    expect(maySave(as('user'), 'news', undefined, 'draft')).toBe(false)
    expect(maySave(as('editor'), 'wiki', 'draft', 'published')).toBe(true)
  })

  it('lets authors and reviewers submit for review, edit while pending and withdraw; no more', () => {
    for (const role of ['author', 'reviewer'] as const) {
      for (const kind of ['events', 'news', 'stories', 'wiki'] as const) {
        expect(maySave(as(role), kind, undefined, 'pending_review')).toBe(true)
        expect(maySave(as(role), kind, 'draft', 'pending_review')).toBe(true)
        expect(maySave(as(role), kind, 'pending_review', 'pending_review')).toBe(true)
        expect(maySave(as(role), kind, 'pending_review', 'draft')).toBe(true)
        expect(maySave(as(role), kind, 'pending_review', 'published')).toBe(false)
        expect(maySave(as(role), kind, 'pending_review', 'scheduled')).toBe(false)
        expect(maySave(as(role), kind, 'published', 'pending_review')).toBe(false)
        expect(maySave(as(role), kind, 'scheduled', 'pending_review')).toBe(false)
      }
    }
    expect(maySave(as('reviewer'), 'wiki', 'pending_review', 'archived')).toBe(false)
    expect(maySave(as('user'), 'news', 'draft', 'pending_review')).toBe(false)
    expect(maySave(null, 'news', undefined, 'pending_review')).toBe(false)
    expect(
      maySave({ role: 'author', twoFactorSetupRequired: true }, 'news', 'draft', 'pending_review'),
    ).toBe(false)
    for (const role of ['editor', 'admin'] as const) {
      expect(maySave(as(role), 'news', 'pending_review', 'published')).toBe(true)
      expect(maySave(as(role), 'wiki', 'pending_review', 'scheduled')).toBe(true)
      expect(maySave(as(role), 'stories', 'pending_review', 'draft')).toBe(true)
    }
  })
})

describe('mayDelete', () => {
  it('lets an author delete only a draft they created', () => {
    const author = { role: 'author' as const, id: 'w1' }
    expect(mayDelete(author, 'news', { status: 'draft', createdBy: 'w1' })).toBe(true)
    expect(mayDelete(author, 'news', { status: 'draft', createdBy: 'w2' })).toBe(false)
    expect(mayDelete(author, 'news', { status: 'draft', createdBy: null })).toBe(false)
    expect(mayDelete(author, 'news', { status: 'published', createdBy: 'w1' })).toBe(false)
    expect(mayDelete({ role: 'editor' }, 'news', { status: 'published', createdBy: null })).toBe(
      true,
    )
    expect(
      mayDelete({ role: 'user', id: 'w1' }, 'news', { status: 'draft', createdBy: 'w1' }),
    ).toBe(false)
  })
})
