import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '~/components/ui/toaster'

import { useRootData } from '~/lib/use-root-data'
import { CommunityDialog } from './community-dialog'
import {
  closeSiteDialog,
  openCommunityDialog,
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

export { openCommunityDialog }
