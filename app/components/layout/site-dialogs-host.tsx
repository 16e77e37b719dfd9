import { lazy, Suspense, type ReactNode } from 'react'

import { useTranslation } from '~/i18n/use-translation'
import { toast } from '~/components/ui/toaster'

import { DEFAULT_EMERGENCY_NUMBER } from '~/lib/emergency-default'
import { useRootData } from '~/components/use-root-data'
import { CommunityDialog } from './community-dialog'
import { useHydrated } from './use-hydrated'
import {
  closeSiteDialog,
  openEmergencyDialog,
  setEmergencyResolution,
  useSiteDialogs,
} from './site-dialogs'

const EmergencyDialog = lazy(() => import('./emergency-dialog'))

/** Renders whichever site-wide dialog is open. Mounted once, in the header. */
export function SiteDialogs() {
  const { lang } = useRootData()
  const { open, emergency } = useSiteDialogs()
  const onOpenChange = (next: boolean) => {
    if (!next) closeSiteDialog()
  }
  return (
    <>
      <CommunityDialog open={open === 'community'} onOpenChange={onOpenChange} />
      {emergency ? (
        <Suspense fallback={null}>
          <EmergencyDialog
            open={open === 'emergency'}
            onOpenChange={onOpenChange}
            resolution={emergency}
            onResolutionChange={setEmergencyResolution}
            lang={lang}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** Opens the emergency dialog once the country is known; `detecting` is true meanwhile. */
export function useEmergencyDialog() {
  const { t } = useTranslation()
  const { site } = useRootData()
  const { detecting } = useSiteDialogs()
  const open = async () => {
    const opened = await openEmergencyDialog(site)
    if (!opened) toast.error(t('chrome.emergency.loadFailed'))
  }
  return { open, detecting }
}

/**
 * A control that opens the emergency dialog. Until the page's code runs (a slow phone, or none at
 * all) it is a link that dials 112, the emergency number of Cyprus and of the whole EU: help must
 * never wait for JavaScript.
 */
export function EmergencyTrigger({
  className,
  children,
}: {
  className?: string
  /** The content, or a function of whether the country is being detected. */
  children: ReactNode | ((detecting: boolean) => ReactNode)
}) {
  const hydrated = useHydrated()
  const { open, detecting } = useEmergencyDialog()
  const content = typeof children === 'function' ? children(detecting) : children
  if (!hydrated) {
    return (
      <a href={`tel:${DEFAULT_EMERGENCY_NUMBER}`} className={className}>
        {content}
      </a>
    )
  }
  return (
    <button
      type="button"
      className={className}
      aria-busy={detecting || undefined}
      onClick={() => void open()}
    >
      {content}
    </button>
  )
}
