import type { ReactNode } from 'react'

import { openCommunityDialog } from './site-dialogs'

/** The address of the community page, where every "Join Our Community" control leads. */
const COMMUNITY_PATH = '/community'

/**
 * "Join Our Community": a link to the /community page, so that it works before the page's code
 * has run (a slow phone) or without it. Once React has taken over, a plain click opens the same
 * content in the community dialog over the current page instead; a click that asks for a new
 * tab or window (a modifier key, the middle button) still follows the link.
 */
export function CommunityLink({
  className,
  children,
  onOpen,
}: {
  className?: string
  children: ReactNode
  /** Called before the dialog opens (the mobile menu closes itself). */
  onOpen?: () => void
}) {
  return (
    <a
      href={COMMUNITY_PATH}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        onOpen?.()
        openCommunityDialog()
      }}
    >
      {children}
    </a>
  )
}
