import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { SourcesField } from './sources-field'

const NICE = {
  title: 'Epilepsies in children, young people and adults',
  publisher: 'NICE',
  year: 2022,
  link: 'https://www.nice.org.uk/guidance/ng217',
}
const WHO = { title: 'Epilepsy fact sheet', publisher: 'WHO', year: null, link: null }

/** What the form posts: the hidden field's JSON. */
const posted = (container: HTMLElement) =>
  JSON.parse(container.querySelector<HTMLInputElement>('input[name="sources"]')!.value) as unknown

describe('the article form’s sources', () => {
  it('adds a source from nothing, and posts what was typed', async () => {
    const { container, user } = await renderPage(<SourcesField defaultValue={[]} />)
    expect(screen.getByText('No sources yet.')).toBeTruthy()
    expect(posted(container)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Add a source' }))
    const row = screen.getByRole('group', { name: 'Source 1' })
    await user.type(within(row).getByLabelText('Title'), NICE.title)
    await user.type(within(row).getByLabelText('Publisher'), 'NICE')
    await user.type(within(row).getByLabelText('Year'), '2022')
    await user.type(within(row).getByLabelText('Link'), NICE.link)
    expect(within(row).getByLabelText('Title')).toHaveProperty('required', true)
    expect(posted(container)).toEqual([
      { title: NICE.title, publisher: 'NICE', year: '2022', link: NICE.link },
    ])
  })

  it('removes a source and numbers the rest again, in Greek', async () => {
    const { container, user } = await renderPage(<SourcesField defaultValue={[NICE, WHO]} />, {
      lang: 'el',
    })
    expect(screen.getAllByRole('group', { name: /^Πηγή \d$/ })).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Αφαίρεση πηγής 1' }))
    const rows = screen.getAllByRole('group', { name: /^Πηγή \d$/ })
    expect(rows).toHaveLength(1)
    expect(within(rows[0]!).getByLabelText('Τίτλος')).toHaveProperty('value', WHO.title)
    expect(screen.getByRole('group', { name: 'Πηγή 1' })).toBe(rows[0])
    expect(posted(container)).toEqual([{ title: WHO.title, publisher: 'WHO', year: '', link: '' }])
  })

  it('shows the server’s message on the group and marks its fields', async () => {
    await renderPage(<SourcesField defaultValue={[NICE]} error="Give each source a title." />)
    const group = screen.getByRole('group', { name: 'Sources' })
    expect(screen.getByText('Give each source a title.')).toBeTruthy()
    const describedBy = group.getAttribute('aria-describedby')!.split(' ')
    expect(describedBy).toHaveLength(2)
    expect(document.getElementById(describedBy[1]!)!.textContent).toContain(
      'Give each source a title.',
    )
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true')
  })
})
