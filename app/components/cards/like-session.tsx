/**
 * The like session: the liked events, news and stories of this browser session, kept in
 * session storage under one key. The toggle flips first, then asks the server (which counts per
 * visitor session and answers the new count); on failure it flips back and says so.
 */
import { Heart } from 'lucide'
import { createContext, use, useCallback, useMemo, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { useHydrated } from '~/components/layout/use-hydrated'
import { useTranslation } from '~/i18n/use-translation'
import { toast } from '~/components/ui/toaster'

import type { LikeKind } from '~/domain/constants'
import { KIND_INFO, KIND_OF_LIKE } from '~/domain/content-kinds'
import { cn } from '~/lib/cn'
import { likeKindKey } from '~/domain/label-keys'

export const LIKES_STORAGE_KEY = 'community-likes'

type LikedSets = Record<LikeKind, string[]>
const EMPTY: LikedSets = { event: [], news: [], story: [] }
const API_PATH: Record<LikeKind, string> = { event: 'events', news: 'news', story: 'stories' }

function readStored(): LikedSets {
  try {
    const raw = window.sessionStorage.getItem(LIKES_STORAGE_KEY)
    if (!raw) return EMPTY
    const parsed = JSON.parse(raw) as Partial<Record<LikeKind, unknown>>
    const list = (value: unknown) =>
      Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : []
    return { event: list(parsed.event), news: list(parsed.news), story: list(parsed.story) }
  } catch (error) {
    // Likes are a nicety: a session storage that cannot be read is logged and treated as empty,
    // never shown to the visitor as an error.
    console.warn('could not read the like session', error)
    return EMPTY
  }
}

function store(sets: LikedSets) {
  try {
    window.sessionStorage.setItem(LIKES_STORAGE_KEY, JSON.stringify(sets))
  } catch (error) {
    console.warn('could not save the like session', error)
  }
}

interface LikeSessionValue {
  isLiked(kind: LikeKind, id: string): boolean
  /** Flips the like; resolves to the server's new count, or undefined after a failure. */
  toggle(kind: LikeKind, id: string): Promise<number | undefined>
}

const LikeSessionContext = createContext<LikeSessionValue | null>(null)

export function LikeSessionProvider({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated()
  const [sets, setSets] = useState<LikedSets | null>(null)
  // Session storage exists only in the browser: read it once hydrated.
  const current = sets ?? (hydrated ? readStored() : EMPTY)

  const update = useCallback((kind: LikeKind, id: string, liked: boolean) => {
    setSets((previous) => {
      const base = previous ?? readStored()
      const without = base[kind].filter((x) => x !== id)
      const next = { ...base, [kind]: liked ? [...without, id] : without }
      store(next)
      return next
    })
  }, [])

  const value = useMemo<LikeSessionValue>(
    () => ({
      isLiked: (kind, id) => current[kind].includes(id),
      async toggle(kind, id) {
        const liked = !current[kind].includes(id)
        update(kind, id, liked)
        try {
          const response = await fetch(`/api/v1/${API_PATH[kind]}/${id}/like`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ liked }),
            credentials: 'same-origin',
          })
          if (!response.ok) throw new Error(`like answered ${response.status}`)
          const body = (await response.json()) as { likes_count: number }
          return body.likes_count
        } catch (error) {
          console.warn('like failed', error)
          update(kind, id, !liked)
          return undefined
        }
      },
    }),
    [current, update],
  )
  return <LikeSessionContext value={value}>{children}</LikeSessionContext>
}

export function useLikeSession(): LikeSessionValue {
  const value = use(LikeSessionContext)
  if (!value) throw new Error('useLikeSession must be used within a LikeSessionProvider')
  return value
}

interface LikeButtonProps {
  kind: LikeKind
  id: string
  title: string
  initialCount: number
  /** Show the count next to the heart (otherwise it is read to screen readers only). */
  showCount?: boolean
  /** Why liking is closed (a past event): the button is disabled and says so. */
  closedReason?: string
  className?: string
}

/** The heart toggle: filled red when liked; the count is the one the server returns. */
export function LikeButton({
  kind,
  id,
  title,
  initialCount,
  showCount = true,
  closedReason,
  className,
}: LikeButtonProps) {
  const { t } = useTranslation()
  const session = useLikeSession()
  const [count, setCount] = useState(initialCount)
  const [busy, setBusy] = useState(false)
  const liked = session.isLiked(kind, id)
  // What happens on its date (an event) gathers interest rather than likes.
  const interest = KIND_INFO[KIND_OF_LIKE[kind]].happensOnItsDate
  const label = interest ? t('likes.interestedIn', { title }) : t('likes.likeItem', { title })

  async function onClick() {
    if (busy || closedReason) return
    setBusy(true)
    const wasLiked = liked
    const next = await session.toggle(kind, id)
    setBusy(false)
    if (next === undefined) {
      toast.error(t('likes.toast.failed', { type: t(likeKindKey(kind)) }))
      return
    }
    setCount(next)
    if (interest) toast.success(t(wasLiked ? 'likes.toast.eventRemoved' : 'likes.toast.eventAdded'))
    else toast.success(t(wasLiked ? 'likes.toast.unliked' : 'likes.toast.liked'))
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={liked}
      aria-label={closedReason ? `${label}. ${closedReason}` : label}
      disabled={Boolean(closedReason)}
      title={closedReason}
      data-testid="like-button"
      className={cn(
        'relative z-10 inline-flex h-10 items-center gap-1.5 rounded-full border border-border bg-background px-3 text-sm font-medium hover:bg-muted',
        'disabled:cursor-not-allowed disabled:border-dashed disabled:hover:bg-background',
        className,
      )}
    >
      <Icon
        icon={Heart}
        aria-hidden="true"
        className={cn('size-5', liked ? 'fill-red-600 text-red-600' : 'text-muted-foreground')}
      />
      <span>
        {interest ? t('common.cards.interested') : liked ? t('likes.liked') : t('likes.like')}
      </span>
      {showCount ? (
        <span className="tabular-nums text-muted-foreground" data-testid="like-count">
          {count}
        </span>
      ) : (
        <span className="sr-only" data-testid="like-count">
          {count}
        </span>
      )}
    </button>
  )
}
