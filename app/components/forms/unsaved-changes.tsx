/**
 * Unsaved changes in an admin form: leaving the page by a link asks first in the site's own
 * dialog, reloading or closing the tab asks through the browser (the only dialog a browser
 * allows then), and what was typed is kept as a draft on this device so reopening the form
 * offers it back. A successful save clears the draft and asks nothing.
 *
 * One hook for every form, wired in with a few lines:
 *   const unsaved = useUnsavedChanges()
 *   useContentForm(schema, failure, unsaved.restored ?? defaults)
 *   <Form key={unsaved.formKey} ...>{unsaved.guard} ...</Form>
 * Forms that save through a fetcher call `unsaved.markSaved()` when the save succeeded; forms
 * that save by navigating are seen leaving after their action on their own.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker, useLocation, useNavigation, type BlockerFunction } from 'react-router'

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { draftKeyOf, entriesOfForm, readDraft, removeDraft, sameEntries, valuesOfEntries, writeDraft, type FormEntries } from './form-draft'

export interface UnsavedChanges {
  /** The restored draft's values, to use as the form's defaults; undefined until restored. */
  restored: Record<string, unknown> | undefined
  /** Give the form this key: it changes when a draft is restored, so the form starts again from it. */
  formKey: number
  /** For forms saved through a fetcher: the save succeeded. */
  markSaved: () => void
  /** Render inside the form: the offer to restore a draft and the confirm-before-leaving dialog. */
  guard: React.ReactNode
}

/**
 * `draftKey` names the kept draft (by default the page's kind and item, see `draftKeyOf`);
 * null keeps no draft, for forms that could not take one back.
 */
export function useUnsavedChanges({ draftKey }: { draftKey?: string | null } = {}): UnsavedChanges {
  const location = useLocation()
  const navigation = useNavigation()
  const key = draftKey === undefined ? draftKeyOf(location.pathname) : draftKey
  const [restored, setRestored] = useState<Record<string, unknown> | undefined>(undefined)
  const [formKey, setFormKey] = useState(0)
  const saved = useRef(false)
  // What the form held when it first appeared: a change is a difference from this.
  const baseline = useRef<FormEntries | null>(null)
  const formRef = useRef<HTMLFormElement | null>(null)
  // Whether the watcher last saw the form changed (nothing renders from it: a ref, not state).
  const dirtyRef = useRef(false)

  /**
   * Whether the form differs from its first look right now. The watcher's answer comes a moment
   * after each event (editors fill their hidden fields late); a link clicked within that moment
   * is caught by looking at the fields themselves.
   */
  const changedNow = useCallback(() => {
    if (saved.current) return false
    if (dirtyRef.current) return true
    const form = formRef.current
    return Boolean(form && form.isConnected && baseline.current && !sameEntries(entriesOfForm(form), baseline.current))
  }, [])

  // A navigation started by this page's action that goes elsewhere is the redirect of a save.
  const leavingAfterSave =
    navigation.state === 'loading' && Boolean(navigation.formMethod) && navigation.location.pathname !== location.pathname
  useEffect(() => {
    if (!leavingAfterSave) return
    saved.current = true
    if (key) removeDraft(key)
  }, [leavingAfterSave, key])

  const markSaved = useCallback(() => {
    saved.current = true
    if (key) removeDraft(key)
    dirtyRef.current = false
  }, [key])

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && changedNow(),
    [changedNow],
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!changedNow()) return
      event.preventDefault()
      // Older browsers show their dialog only when a return value is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [changedNow])

  const onFormChange = useCallback(
    (entries: FormEntries) => {
      if (saved.current || !baseline.current) return
      const changed = !sameEntries(entries, baseline.current)
      dirtyRef.current = changed
      if (!key) return
      if (changed) writeDraft(key, entries)
      else removeDraft(key)
    },
    [key],
  )

  // The first look at the form sets what counts as unchanged; a restored form keeps it.
  const onFirstLook = useCallback((entries: FormEntries, form: HTMLFormElement) => {
    baseline.current ??= entries
    formRef.current = form
  }, [])

  const restore = useCallback((entries: FormEntries) => {
    setRestored(valuesOfEntries(entries))
    setFormKey((current) => current + 1)
  }, [])

  const guard = (
    <FormWatcher
      key={formKey}
      draftKey={key}
      onFirstLook={onFirstLook}
      onChange={onFormChange}
      onRestore={restore}
      offerDraft={formKey === 0}
      blocked={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  )
  return { restored, formKey, markSaved, guard }
}

/** Lives inside the form: watches its fields, offers a kept draft, asks before leaving. */
function FormWatcher({
  draftKey,
  onFirstLook,
  onChange,
  onRestore,
  offerDraft,
  blocked,
  onStay,
  onLeave,
}: {
  draftKey: string | null
  onFirstLook: (entries: FormEntries, form: HTMLFormElement) => void
  onChange: (entries: FormEntries) => void
  onRestore: (entries: FormEntries) => void
  offerDraft: boolean
  blocked: boolean
  onStay: () => void
  onLeave: () => void
}) {
  const { t, i18n } = useTranslation()
  const marker = useRef<HTMLSpanElement>(null)
  const [draft, setDraft] = useState<{ savedAt: string; entries: FormEntries } | null>(null)

  useEffect(() => {
    const form = marker.current?.closest('form')
    if (!form) return
    const current = entriesOfForm(form)
    onFirstLook(current, form)
    if (offerDraft && draftKey) {
      const kept = readDraft(draftKey)
      // A draft equal to the form as it is now offers nothing.
      if (kept && !sameEntries(kept.entries, current)) setDraft(kept)
    } else {
      onChange(current)
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    // Editors and pickers update their hidden fields after the event: look a moment later.
    const check = () => {
      clearTimeout(timer)
      timer = setTimeout(() => onChange(entriesOfForm(form)), 60)
    }
    const events = ['input', 'change', 'click', 'keyup'] as const
    for (const name of events) form.addEventListener(name, check)
    return () => {
      clearTimeout(timer)
      for (const name of events) form.removeEventListener(name, check)
    }
    // The form element and the first look belong to this mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const savedAt = draft ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(draft.savedAt)) : ''

  return (
    <>
      <span ref={marker} hidden />
      {draft ? (
        <div role="region" aria-label={t('admin.unsaved.draftRegion')} className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4">
          <p className="min-w-0 flex-1 text-sm font-medium">{t('admin.unsaved.restorePrompt', { time: savedAt })}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => onRestore(draft.entries)}>
              {t('admin.unsaved.restore')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                if (draftKey) removeDraft(draftKey)
                setDraft(null)
              }}
            >
              {t('admin.unsaved.discard')}
            </Button>
          </div>
        </div>
      ) : null}
      <AlertDialog open={blocked} onOpenChange={(open) => (open ? undefined : onStay())}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('admin.unsaved.leaveTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('admin.unsaved.leaveDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('admin.unsaved.stay')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                // The dialog closes when the navigation goes on, not as a 'stay'.
                event.preventDefault()
                onLeave()
              }}
            >
              {t('admin.unsaved.leave')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
