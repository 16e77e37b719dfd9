import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { SlugField, useFollowingSlug } from './slug-field'

function TitleAndSlug({
  initial = '',
  typedByHand = false,
}: {
  initial?: string
  typedByHand?: boolean
}) {
  const slug = useFollowingSlug(initial, typedByHand)
  return (
    <form>
      <label>
        Title
        <input onChange={(event) => slug.follow(event.target.value)} />
      </label>
      <SlugField slug={slug} label="Slug" hint="Used in the address." error={undefined} />
    </form>
  )
}

describe('SlugField', () => {
  it('follows the title as it is typed, Greek transliterated', async () => {
    const { user } = await renderPage(<TitleAndSlug />)
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Πρώτες Βοήθειες & Tips')
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveProperty(
      'value',
      'protes-voitheies-tips',
    )
  })

  it('stops following once typed by hand, and is tidied into a slug on leaving', async () => {
    const { user } = await renderPage(<TitleAndSlug />)
    const slug = screen.getByRole('textbox', { name: 'Slug' })
    await user.type(slug, 'My Own Slug!')
    await user.tab()
    expect(slug).toHaveProperty('value', 'my-own-slug')
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Another title')
    expect(slug).toHaveProperty('value', 'my-own-slug')
  })

  it('never replaces the slug of an item being edited', async () => {
    const { user } = await renderPage(<TitleAndSlug initial="kept-slug" typedByHand />)
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'New title')
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveProperty('value', 'kept-slug')
  })
})
