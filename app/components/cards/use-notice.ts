import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from '~/components/ui/toaster'
import { useRootData } from '~/components/use-root-data'
import { isTeam } from '~/domain/permissions'

/**
 * Shows the toast an admin's save or delete left in `?notice=` ('Event deleted.', 'Event not
 * found.' and the like; docs/product.md, Messages the site shows), then removes it from the URL by
 * replacing the history entry, so a reload or Back does not repeat it. The messages are admin
 * strings, which only admins' browsers load: anyone else's link with a notice shows nothing.
 */
export function useNoticeToast(messages: Partial<Record<string, string | { error: string }>>) {
  const { auth } = useRootData()
  const team = isTeam(auth)
  const [params, setParams] = useSearchParams()
  const notice = params.get('notice')
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (!notice || shown.current === notice) return
    shown.current = notice
    const message = team ? messages[notice] : undefined
    if (typeof message === 'string') toast.success(message)
    else if (message) toast.error(message.error)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('notice')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [notice, messages, setParams, team])
}
