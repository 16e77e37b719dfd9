import { Link } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'

/** The foundation's mark (a purple circle, the colour of epilepsy awareness) and name, linking home. */
export function Logo({ tone = 'default' }: { tone?: 'default' | 'inverted' }) {
  const { t } = useTranslation()
  return (
    <Link
      to="/"
      className={cn(
        // The name wraps onto two lines rather than push the header wider than a small phone.
        'flex min-w-0 items-center gap-2 rounded-md font-bold',
        tone === 'inverted' ? 'text-white' : 'text-primary',
      )}
    >
      <svg aria-hidden="true" width="36" height="36" viewBox="0 0 32 32" className="shrink-0">
        <circle cx="16" cy="16" r="15" fill={tone === 'inverted' ? '#ffffff' : '#5b2a86'} />
        <path
          d="M16 7c-3 4-6 6.5-6 10a6 6 0 0 0 12 0c0-3.5-3-6-6-10z"
          fill={tone === 'inverted' ? '#5b2a86' : '#e9d8fd'}
        />
        <path
          d="M13.2 17.5a2.8 2.8 0 0 0 2.8 2.8"
          stroke={tone === 'inverted' ? '#e9d8fd' : '#5b2a86'}
          strokeWidth="1.4"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-base leading-tight sm:text-lg">{t('common.siteName')}</span>
    </Link>
  )
}
