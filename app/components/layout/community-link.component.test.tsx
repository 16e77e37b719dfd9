import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { CommunityLink } from './community-link'
import { SiteDialogs } from './site-dialogs-host'
import { closeSiteDialog } from './site-dialogs'

function Page({ onOpen }: { onOpen?: () => void }) {
  return (
    <>
      <CommunityLink className="join" onOpen={onOpen}>
        Join Our Community
      </CommunityLink>
      <SiteDialogs />
    </>
  )
}

describe('CommunityLink', () => {
  it('is a link to the community page, which opens the dialog once the page runs', async () => {
    const opened: string[] = []
    const { user } = await renderPage(<Page onOpen={() => opened.push('menu closed')} />, {
      siblings: [{ path: 'community', Component: () => <h1>Community page</h1> }],
    })
    const link = screen.getByRole('link', { name: 'Join Our Community' })
    expect([link.getAttribute('href'), link.className]).toEqual(['/community', 'join'])
    await user.click(link)
    expect(await screen.findByRole('dialog', { name: 'Join our WhatsApp Community' })).toBeTruthy()
    expect(opened).toEqual(['menu closed'])
    expect(screen.queryByRole('heading', { name: 'Community page' })).toBeNull()
    closeSiteDialog()
  })

  it('leaves a click for a new tab to the browser', async () => {
    await renderPage(<Page />)
    const link = screen.getByRole('link', { name: 'Join Our Community' })
    // fireEvent answers whether the click went on to the browser's default (not prevented).
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(link, { button: 1 })).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fireEvent.click(link)).toBe(false)
    expect(await screen.findByRole('dialog')).toBeTruthy()
    closeSiteDialog()
  })
})
