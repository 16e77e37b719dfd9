import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './dropdown-menu'

function SortMenu() {
  const [chosen, setChosen] = useState('none')
  const [order, setOrder] = useState('newest')
  return (
    <>
      <p>Chosen: {chosen}</p>
      <DropdownMenu>
        <DropdownMenuTrigger>Options</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setChosen('edit')}>Edit</DropdownMenuItem>
          <DropdownMenuItem disabled onSelect={() => setChosen('archive')}>
            Archive
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setChosen('delete')}>Delete</DropdownMenuItem>
          <DropdownMenuRadioGroup value={order} onValueChange={setOrder}>
            <DropdownMenuRadioItem value="newest">Newest</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="oldest">Oldest</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  )
}

describe('DropdownMenu', () => {
  it('opens on click, runs the chosen item and gives the focus back to its button', async () => {
    const { user } = await renderPage(<SortMenu />)
    const trigger = screen.getByRole('button', { name: 'Options' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await user.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('menu').getAttribute('aria-labelledby')).toBe(trigger.id)
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    expect(screen.getByText('Chosen: delete')).toBeTruthy()
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('moves with the arrow keys past disabled items, wraps, and closes on Escape', async () => {
    const { user } = await renderPage(<SortMenu />)
    const trigger = screen.getByRole('button', { name: 'Options' })
    trigger.focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Oldest' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    expect(screen.getByText('Chosen: none')).toBeTruthy()
  })

  it('opens at the last item with ArrowUp, finds an item by its first letter and selects it with Enter', async () => {
    const { user } = await renderPage(<SortMenu />)
    screen.getByRole('button', { name: 'Options' }).focus()
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Oldest' }))
    await user.keyboard('d')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.keyboard('{Enter}')
    expect(screen.getByText('Chosen: delete')).toBeTruthy()
  })

  it('checks the chosen radio item', async () => {
    const { user } = await renderPage(<SortMenu />)
    await user.click(screen.getByRole('button', { name: 'Options' }))
    expect(screen.getByRole('menuitemradio', { name: 'Newest' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    await user.click(screen.getByRole('menuitemradio', { name: 'Oldest' }))
    await user.click(screen.getByRole('button', { name: 'Options' }))
    expect(screen.getByRole('menuitemradio', { name: 'Oldest' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    expect(screen.getByRole('menuitemradio', { name: 'Newest' }).getAttribute('aria-checked')).toBe(
      'false',
    )
  })

  it('ignores a disabled item', async () => {
    const { user } = await renderPage(<SortMenu />)
    await user.click(screen.getByRole('button', { name: 'Options' }))
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }))
    expect(screen.getByText('Chosen: none')).toBeTruthy()
    expect(screen.getByRole('menu')).toBeTruthy()
  })
})
