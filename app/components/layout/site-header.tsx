import { useEffect, useRef, useState } from 'react'
import { HeartPulse } from 'lucide'
import { Link, NavLink, useLocation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import type { MenuSection } from '~/lib/header-menus'
import { useRootData } from '~/components/use-root-data'
import { AvatarMenu } from './avatar-menu'
import { CommunityLink } from './community-link'
import { HeaderMenusProvider } from './header-menus-context'
import { HEADER_LINKS } from './header-links'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { MegaMenu } from './mega-menu'
import { MobileMenu } from './mobile-menu'
import { ScrollManager } from './scroll-manager'
import { SiteDialogs } from './site-dialogs-host'
import { SiteSearchForm, SiteSearchLink, useSearchShortcut } from './site-search'
import { WhatsAppIcon } from './social-icons'
import type { TranslationKey } from '~/i18n/keys'

const MENU_LABEL_KEY: Record<MenuSection, TranslationKey> = {
  understanding: 'chrome.nav.understanding',
  living: 'chrome.nav.living',
}

/**
 * The header of every page: logo, the Understanding and Living mega-menus, About,
 * Events, News, Join Our Community, the language menu and the avatar menu; on smaller screens
 * the same in the mobile menu. It also hosts the site-wide dialogs and the scroll behaviour.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const [openMenu, setOpenMenu] = useState<MenuSection | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const triggers = useRef<Partial<Record<MenuSection, HTMLButtonElement | null>>>({})
  const location = useLocation()
  useSearchShortcut()

  // A followed link closes the open mega-menu.
  const [locationKey, setLocationKey] = useState(location.key)
  if (locationKey !== location.key) {
    setLocationKey(location.key)
    setOpenMenu(null)
  }

  // One menu at a time; a click outside or Escape closes it (Escape returns focus to its button).
  useEffect(() => {
    if (!openMenu) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const trigger = triggers.current[openMenu]
      setOpenMenu(null)
      trigger?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [openMenu])

  return (
    <HeaderMenusProvider lang={lang}>
      <header className="sticky top-0 z-40 print:hidden border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
        <ScrollManager />
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
          <Logo />
          <nav
            ref={navRef}
            aria-label={t('common.nav.primary')}
            className="ml-2 hidden xl:block"
            onBlur={(event) => {
              // Keyboard focus leaving the navigation closes the open menu.
              if (openMenu && !event.currentTarget.contains(event.relatedTarget as Node | null))
                setOpenMenu(null)
            }}
          >
            <ul className="flex items-center gap-0.5">
              {(['understanding', 'living'] as const).map((section) => (
                <li key={section}>
                  <MegaMenu
                    section={section}
                    label={t(MENU_LABEL_KEY[section])}
                    open={openMenu === section}
                    onOpenChange={(open) => setOpenMenu(open ? section : null)}
                    triggerRef={(element) => {
                      triggers.current[section] = element
                    }}
                  />
                </li>
              ))}
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex h-10 items-center whitespace-nowrap rounded-lg px-2.5 text-sm font-medium hover:bg-muted hover:text-primary',
                        isActive
                          ? 'text-primary underline decoration-2 underline-offset-[6px]'
                          : 'text-foreground',
                      )
                    }
                  >
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
            {/* The emergency control: first aid and the emergency number, one tap from every page. */}
            <Link
              to="/first-aid"
              data-testid="header-first-aid"
              title={t('chrome.firstAid.label')}
              className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg bg-emergency px-2.5 text-sm font-semibold text-white hover:bg-emergency/90 print:hidden"
            >
              <Icon icon={HeartPulse} aria-hidden="true" className="size-5" />
              <span className="sr-only 2xl:not-sr-only">{t('chrome.firstAid.short')}</span>
            </Link>
            {/* A search box where there is room (tablets, wide screens), else a link to /search,
                down to the narrowest phones (360 px), where the logo's name wraps to make room. */}
            <SiteSearchForm
              id="header-search"
              className="hidden w-44 md:flex lg:w-56 xl:hidden 2xl:flex"
            />
            <SiteSearchLink className="md:hidden xl:inline-flex 2xl:hidden" />
            <Button asChild className="hidden xl:inline-flex">
              <CommunityLink>
                <WhatsAppIcon />
                {t('chrome.community.button')}
              </CommunityLink>
            </Button>
            <LanguageSwitcher className="hidden sm:flex" />
            <div className="hidden xl:block">
              <AvatarMenu />
            </div>
            <MobileMenu className="xl:hidden" />
          </div>
        </div>
        <SiteDialogs />
      </header>
    </HeaderMenusProvider>
  )
}
