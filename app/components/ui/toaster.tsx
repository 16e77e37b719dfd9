/**
 * Toasts by sonner, whose defaults give Alt+T, the 'Notifications' label and swipe to dismiss.
 * sonner loads with the first toast: most visitors never see one, so their phones never download it
 * (visitor pages stay within 150 kB of gzipped JavaScript: decision 0006). Call
 * `toast.success(...)` as with sonner's own.
 */
import { useEffect, useSyncExternalStore } from 'react'
import type * as SonnerModule from 'sonner'
import type { ExternalToast, ToasterProps } from 'sonner'

type Sonner = typeof SonnerModule
type Kind = 'success' | 'error' | 'warning'

let sonner: Sonner | null = null
let loading: Promise<Sonner> | null = null
const listeners = new Set<() => void>()
let toasterShown: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => (toasterShown = resolve))

function loadSonner() {
  loading ??= import('sonner').then((module) => {
    sonner = module
    for (const listener of listeners) listener()
    return module
  })
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  // A toast sent before the <Toaster> below is on screen would be lost, so wait for it.
  void loadSonner()
    .then((module) => toasterReady.then(() => module.toast[kind](message, options)))
    .catch(() => {
      // Offline and the code never came: the page itself still shows the outcome.
    })
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  /** Takes a toast away (by the id it was shown with); nothing to do when sonner never loaded. */
  dismiss: (id: string | number) => {
    if (sonner) sonner.toast.dismiss(id)
  },
}

/** Mounted once in the document; renders sonner's toaster once a toast has loaded it. */
export function Toaster(props: ToasterProps) {
  const module = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  )
  // Runs after sonner's own <Toaster> has subscribed to new toasts.
  useEffect(() => {
    if (module) toasterShown()
  }, [module])
  if (!module) return null
  // Our own colours instead of sonner's richColors, whose pale greens and reds fail WCAG contrast:
  // dark text on white, the kind told by the icon and a coloured edge.
  return (
    <module.Toaster
      // At the bottom, clear of the sticky header and its navigation; sonner keeps it above any
      // dialog overlay (its own top z-index), and it stays clickable while a modal dialog makes
      // the rest of the page inert to the pointer.
      position="bottom-right"
      className="pointer-events-auto"
      closeButton
      toastOptions={{
        classNames: {
          toast: 'bg-background! text-foreground! border-border!',
          description: 'text-muted-foreground!',
          success: 'border-l-4! border-l-accent! [&_[data-icon]]:text-accent!',
          error: 'border-l-4! border-l-danger! [&_[data-icon]]:text-danger!',
          warning: 'border-l-4! border-l-primary! [&_[data-icon]]:text-primary!',
        },
      }}
      {...props}
    />
  )
}
