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
import { useBlocker, useLocation, useNavigation, type BlockerFunction } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { AlertDialogAction } from '~/components/ui/alert-dialog'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Button } from '~/components/ui/button'
import {
  draftKeyOf,
  entriesOfForm,
  entriesWithFieldFrom,
  readDraft,
  removeDraft,
  sameEntries,
  valuesOfEntries,
  writeDraft,
  type FormEntries,
} from './form-draft'

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
  // Whether the person has pressed a key or a pointer in the form yet. Until then nothing they
  // did can be lost, and whatever the fields do is the page filling itself in (a lazily loaded
  // editor writes the stored HTML back as it formats it): the first look keeps up with it.
  const interacted = useRef(false)

  /**
   * Whether the form differs from its first look right now. The watcher's answer comes a moment
   * after each event (editors fill their hidden fields late); a link clicked within that moment
   * is caught by looking at the fields themselves.
   */
  const changedNow = useCallback(() => {
    if (saved.current || !interacted.current) return false
    if (dirtyRef.current) return true
    const form = formRef.current
    return Boolean(
      form &&
      form.isConnected &&
      baseline.current &&
      !sameEntries(entriesOfForm(form), baseline.current),
    )
  }, [])

  // A navigation started by this page's action that goes elsewhere is the redirect of a save.
  const leavingAfterSave =
    navigation.state === 'loading' &&
    Boolean(navigation.formMethod) &&
    navigation.location.pathname !== location.pathname
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
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      changedNow(),
    [changedNow],
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!changedNow()) return
      // The watcher keeps the draft a moment after each change: a reload or a closed tab within
      // that moment must not lose the last one.
      const form = formRef.current
      if (key && form?.isConnected) writeDraft(key, entriesOfForm(form))
      event.preventDefault()
      // Older browsers show their dialog only when a return value is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [changedNow, key])

  const onFormChange = useCallback(
    (entries: FormEntries) => {
      if (saved.current || !baseline.current) return
      if (!interacted.current) {
        baseline.current = entries
        return
      }
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

  // The person's first key or pointer press, before it changes anything: the form as it is now
  // (editors loaded and filled in) is what counts as unchanged from here on. A change that comes
  // with no key or pointer first (autofill, dictation) names its field: the form as it is now,
  // with that field as it was.
  const onFirstTouch = useCallback((entries: FormEntries, changedField?: string) => {
    if (interacted.current) return
    interacted.current = true
    baseline.current =
      changedField && baseline.current
        ? entriesWithFieldFrom(entries, baseline.current, changedField)
        : entries
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
      onFirstTouch={onFirstTouch}
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
  onFirstTouch,
  onChange,
  onRestore,
  offerDraft,
  blocked,
  onStay,
  onLeave,
}: {
  draftKey: string | null
  onFirstLook: (entries: FormEntries, form: HTMLFormElement) => void
  onFirstTouch: (entries: FormEntries, changedField?: string) => void
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
    // Captured, so the form is looked at before the key or click changes anything.
    const touch = () => onFirstTouch(entriesOfForm(form))
    const touches = ['keydown', 'pointerdown'] as const
    for (const name of touches) form.addEventListener(name, touch, { capture: true })
    const changeOf = (event: Event) =>
      onFirstTouch(
        entriesOfForm(form),
        (event.target as HTMLInputElement | null)?.name || undefined,
      )
    const changes = ['input', 'change'] as const
    for (const name of changes) form.addEventListener(name, changeOf, { capture: true })
    return () => {
      clearTimeout(timer)
      for (const name of events) form.removeEventListener(name, check)
      for (const name of touches) form.removeEventListener(name, touch, { capture: true })
      for (const name of changes) form.removeEventListener(name, changeOf, { capture: true })
    }
    // The form element and the first look belong to this mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const savedAt = draft
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(draft.savedAt),
      )
    : ''

  return (
    <>
      <span ref={marker} hidden />
      {draft ? (
        <div
          role="region"
          aria-label={t('admin.unsaved.draftRegion')}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4"
        >
          <p className="min-w-0 flex-1 text-sm font-medium">
            {t('admin.unsaved.restorePrompt', { time: savedAt })}
          </p>
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
      <ConfirmDialog
        open={blocked}
        onOpenChange={(open) => (open ? undefined : onStay())}
        title={t('admin.unsaved.leaveTitle')}
        description={t('admin.unsaved.leaveDescription')}
        cancelLabel={t('admin.unsaved.stay')}
        action={
          <AlertDialogAction
            onClick={(event) => {
              // The dialog closes when the navigation goes on, not as a 'stay'.
              event.preventDefault()
              onLeave()
            }}
          >
            {t('admin.unsaved.leave')}
          </AlertDialogAction>
        }
      />
    </>
  )
}
