/**
 * The header's search: a plain GET form to /search (works without JavaScript), an icon link to
 * the search page where the header has no room for a box, and the "/" shortcut that focuses the
 * visible search box (or opens the search page).
 */
import { Search } from 'lucide'
import { useEffect } from 'react'
import { Form, Link, useNavigate } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { MAX_QUERY_LENGTH } from '~/lib/search-query'

const BOX_SELECTOR = 'input[data-site-search]'

export function SiteSearchForm({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation()
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={t('chrome.search.label')}
      className={cn('items-center', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t('chrome.search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        data-site-search=""
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('chrome.search.placeholder')}
        aria-keyshortcuts="/"
        className="h-10 w-full min-w-0 rounded-l-lg border border-r-0 border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <button
        type="submit"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-r-lg border border-input bg-muted text-foreground hover:bg-primary-soft hover:text-primary"
      >
        <Icon icon={Search} aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('chrome.search.submit')}</span>
      </button>
    </Form>
  )
}

export function SiteSearchLink({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <Link
      to="/search"
      aria-keyshortcuts="/"
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-lg border border-border hover:bg-muted',
        className,
      )}
    >
      <Icon icon={Search} aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('chrome.search.label')}</span>
    </Link>
  )
}

function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
}

/** "/" anywhere outside a text field focuses the visible search box, else opens /search. */
export function useSearchShortcut() {
  const navigate = useNavigate()
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.defaultPrevented
      )
        return
      if (isTyping(event.target) || document.querySelector('dialog[open], [role="dialog"]')) return
      event.preventDefault()
      // The search page's own box first, then the header's.
      const boxes = [
        ...document.querySelectorAll<HTMLInputElement>(`main ${BOX_SELECTOR}`),
        ...document.querySelectorAll<HTMLInputElement>(`header ${BOX_SELECTOR}`),
      ]
      const visible = boxes.find((box) => box.offsetParent !== null)
      if (visible) {
        visible.focus()
        visible.select()
      } else {
        void navigate('/search', { state: { focusSearch: true } })
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [navigate])
}
