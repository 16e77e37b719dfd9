import { useId } from 'react'
import { NavLink } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { TOOL_LINKS } from './header-links'

/** A link of the mobile menu's navigation, the current page marked. */
export const mobileMenuLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-lg px-3 text-base font-medium hover:bg-muted',
    isActive && 'bg-primary-soft text-primary',
  )

/**
 * The seizure action plan, the diary and first aid as one labelled list: beside the Living
 * section's topics in the desktop mega-menu, and always shown (not behind a disclosure) in the
 * mobile menu, where one tap fewer matters most.
 */
export function ToolLinks({
  layout,
  className,
}: {
  layout: 'aside' | 'stacked'
  className?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className={className}>
      <p
        id={id}
        className={cn(
          'font-semibold',
          layout === 'aside' ? 'text-primary' : 'px-3 text-sm text-muted-foreground',
        )}
      >
        {t('chrome.menu.tools')}
      </p>
      <ul aria-labelledby={id} className={layout === 'aside' ? 'mt-2 space-y-1' : 'mt-1 space-y-1'}>
        {TOOL_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={
                layout === 'aside'
                  ? ({ isActive }) =>
                      cn(
                        'block rounded-md py-1 text-sm underline-offset-4 hover:text-primary hover:underline',
                        isActive ? 'text-primary' : 'text-foreground',
                      )
                  : mobileMenuLinkClass
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
