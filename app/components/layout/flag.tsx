import { useId } from 'react'

import type { Lang } from '~/i18n/languages'

/** Small inline flags (emoji flags do not render on every system). Decorative. */
export function Flag({ lang }: { lang: Lang }) {
  // Each flag on the page needs its own clip path id.
  const clipId = `flag-gb-${useId().replace(/[^\w-]/g, '')}`
  if (lang === 'el') {
    return (
      <svg
        aria-hidden="true"
        width="20"
        height="14"
        viewBox="0 0 27 18"
        className="rounded-[2px] shadow-sm"
      >
        <rect width="27" height="18" fill="#0D5EAF" />
        <path d="M0 3h27M0 9h27M0 15h27" stroke="#fff" strokeWidth="2" />
        <rect width="10" height="10" fill="#0D5EAF" />
        <path d="M5 0v10M0 5h10" stroke="#fff" strokeWidth="2" />
      </svg>
    )
  }
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="14"
      viewBox="0 0 60 30"
      className="rounded-[2px] shadow-sm"
    >
      <clipPath id={clipId}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path
        d="M0,0 L60,30 M60,0 L0,30"
        clipPath={`url(#${clipId})`}
        stroke="#C8102E"
        strokeWidth="4"
      />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  )
}
