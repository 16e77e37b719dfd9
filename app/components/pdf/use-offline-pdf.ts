/**
 * Asks the service worker to keep the PDF makers and fonts of the plan and the diary (over half
 * a megabyte, never precached for every visitor): the page that can make a PDF warms them, so a
 * PDF can be made offline once the page has been opened. The worker also does this on each
 * navigation to these pages; the message covers the first visit, which the worker, installed
 * by that very visit, does not see.
 */
import { useEffect } from 'react'

const KEEP_PDF_MAKERS = 'keep-pdf-makers'

export function useOfflinePdf() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    void navigator.serviceWorker.ready
      .then((registration) => registration.active?.postMessage({ type: KEEP_PDF_MAKERS }))
      .catch(() => undefined)
  }, [])
}
