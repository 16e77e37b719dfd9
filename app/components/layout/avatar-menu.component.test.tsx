import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage } from '../../../tests/component/render'
import { AvatarMenu } from './avatar-menu'

const EDITOR = {
  user: { id: 'u1', email: 'eleni@example.org', name: 'Eleni' },
  role: 'user',
  isAdmin: false,
}

describe('AvatarMenu', () => {
  it('offers a signed-out visitor the sign-in page', async () => {
    await renderPage(<AvatarMenu />)
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth')
  })

  it('shows a signed-in person their address, profile and sign-out, but not the admin pages', async () => {
    const { user } = await renderPage(<AvatarMenu />, { root: { auth: EDITOR } })
    const button = screen.getByRole('button', { name: 'Account menu' })
    expect(button.textContent).toBe('E')
    await user.click(button)
    expect(screen.getByText('eleni@example.org')).toBeTruthy()
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Sign out',
    ])
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile')
  })

  it('gives admins the site settings, search synonyms, people, tags, all content, review queue, audit log, recently deleted, media library, images, content health and statistics pages, in Greek', async () => {
    const { user } = await renderPage(<AvatarMenu />, { lang: 'el', root: { auth: ADMIN_AUTH } })
    await user.click(screen.getByRole('button', { name: 'Μενού λογαριασμού' }))
    const links = screen
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')])
    expect(links).toEqual([
      ['Προφίλ', '/profile'],
      ['Ρυθμίσεις ιστότοπου', '/admin/settings'],
      ['Συνώνυμα αναζήτησης', '/admin/search-synonyms'],
      ['Άτομα', '/admin/people'],
      ['Ετικέτες', '/admin/tags'],
      ['Όλο το περιεχόμενο', '/admin/content'],
      ['Προς έγκριση', '/admin/review'],
      ['Αρχείο ενεργειών', '/admin/audit'],
      ['Πρόσφατα διαγραμμένα', '/admin/deleted'],
      ['Βιβλιοθήκη πολυμέσων', '/admin/media'],
      ['Εικόνες χωρίς εναλλακτικό κείμενο', '/admin/images'],
      ['Κατάσταση περιεχομένου', '/admin/health'],
      ['Στατιστικά', '/admin/analytics'],
      ['Αποσύνδεση', null],
    ])
  })

  it('gives an author the list of all content, without the editors pages', async () => {
    const author = { ...EDITOR, role: 'author' }
    const { user } = await renderPage(<AvatarMenu />, { root: { auth: author } })
    await user.click(screen.getByRole('button', { name: 'Account menu' }))
    expect(
      screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/profile'],
      ['All content', '/admin/content'],
      ['Sign out', null],
    ])
  })
})
