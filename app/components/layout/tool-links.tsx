import { useId } from 'react'
import { NavLink } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { mobileMenuLinkClass } from './header-links'

/**
 * The help tools, a fixed group in the Living mega-menu and the mobile menu: kept on the
 * device and working offline, they are what a parent or a school looks for in a hurry.
 */
const TOOL_LINKS = [
  { to: '/seizure-action-plan', label: 'chrome.footer.seizureActionPlan' },
  { to: '/diary', label: 'chrome.footer.seizureDiary' },
  // Not the Living section's first-aid category's name: two links of one name would lead apart.
  { to: '/first-aid', label: 'chrome.menu.firstAidTool' },
] as const

/**
 * The seizure action plan, the diary and first aid as one labelled list: beside the Living
 * section's topics in the desktop mega-menu, and always shown (not behind a disclosure) in the
 * mobile menu, where one tap fewer matters most. Part of the menus' own chunk (menu-panel.tsx).
 */
export default function ToolLinks({ aside = false }: { aside?: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div
      className={aside ? 'w-56 border-l border-border pl-8' : 'mt-4 border-t border-border pt-4'}
    >
      <p
        id={id}
        className={cn(
          'font-semibold',
          aside ? 'text-primary' : 'px-3 text-sm text-muted-foreground',
        )}
      >
        {t('chrome.menu.tools')}
      </p>
      <ul aria-labelledby={id} className={aside ? 'mt-2 space-y-1' : 'mt-1 space-y-1'}>
        {TOOL_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={
                aside
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
