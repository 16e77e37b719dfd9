import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { SiteFooter } from '../layout/site-footer'
import { NewsletterForm } from './newsletter-form'

describe('NewsletterForm', () => {
  it('is a plain form in the footer, posting to /newsletter in the page’s language, in Greek', async () => {
    await renderPage(<SiteFooter />, { lang: 'el', path: '/about' })
    const form = screen.getByRole('form', { name: 'Ενημερωτικό δελτίο' })
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/newsletter?lang=el')
    const fields = within(form)
    expect(fields.getByLabelText('E-mail').getAttribute('type')).toBe('email')
    expect(fields.getByLabelText('E-mail').hasAttribute('required')).toBe(true)
    expect(fields.getByLabelText('Όνομα (προαιρετικό)').hasAttribute('required')).toBe(false)
    const language = fields.getByLabelText('Γλώσσα δελτίου') as HTMLSelectElement
    expect(language.value).toBe('el')
    expect([...language.options].map((option) => option.textContent)).toEqual([
      'English',
      'Ελληνικά',
    ])
    expect((form.querySelector('input[name="source"]') as HTMLInputElement).value).toBe('footer')
    expect(fields.getByRole('link', { name: 'Πολιτική Απορρήτου' }).getAttribute('href')).toBe(
      '/privacy#newsletter',
    )
    expect(fields.getByRole('button', { name: 'Εγγραφή' }).getAttribute('type')).toBe('submit')
  })

  it('shows a refused attempt’s values again', async () => {
    await renderPage(
      <NewsletterForm
        source="newsletter-page"
        defaults={{ email: 'bad', name: 'Ann', lang: 'en' }}
      />,
      { lang: 'el' },
    )
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('bad')
    expect((screen.getByLabelText('Όνομα (προαιρετικό)') as HTMLInputElement).value).toBe('Ann')
    expect((screen.getByLabelText('Γλώσσα δελτίου') as HTMLSelectElement).value).toBe('en')
    expect((screen.getByDisplayValue('newsletter-page') as HTMLInputElement).name).toBe('source')
  })
})
