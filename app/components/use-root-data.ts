import { useRouteLoaderData } from 'react-router'

import type { loader as rootLoader } from '~/root'
import { DEFAULT_LANG } from '~/i18n/languages'
import { NO_SITE_SETTINGS } from '~/lib/site-settings'

/** The root loader's data (language, origin), with safe defaults inside error boundaries. */
export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  return (
    data ?? {
      lang: DEFAULT_LANG,
      origin: '',
      siteName: '',
      auth: { user: null, role: null, isAdmin: false },
      site: NO_SITE_SETTINGS,
      tagLabels: {},
    }
  )
}
