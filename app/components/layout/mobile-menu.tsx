import { ChevronDown, Menu, X } from 'lucide'
import { useId, useState } from 'react'
import { NavLink, useLocation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { cn } from '~/lib/cn'
import type { MenuSection } from '~/lib/header-menus'
import { AvatarMenu } from './avatar-menu'
import { LanguageLinks } from './language-switcher'
import { Logo } from './logo'
import { LazyMenuPanel, prefetchMenuPanel, SECTION_TITLE_KEY } from './mega-menu'
import { SiteSearchForm } from './site-search'
import { CommunityLink } from './community-link'
import { HEADER_LINKS, mobileMenuLinkClass } from './header-links'
import { useHydrated } from './use-hydrated'
import { WhatsAppIcon } from './social-icons'

/**
 * The phone and tablet menu: a modal panel with the same items as the desktop header and the
 * language choice. Escape, a click outside, the close button and any navigation close it; focus
 * stays inside while open and returns to the menu button afterwards. Without JavaScript the
 * button is a link to the footer's navigation.
 */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const location = useLocation()

  // Close on navigation (a link inside the menu, back/forward, a redirect).
  const [locationKey, setLocationKey] = useState(location.key)
  if (locationKey !== location.key) {
    setLocationKey(location.key)
    setOpen(false)
  }

  const buttonClass = cn(
    'inline-flex h-10 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold text-foreground hover:bg-muted',
    className,
  )
  if (!hydrated) {
    return (
      <a href="#footer-navigation" className={buttonClass}>
        <Icon icon={Menu} aria-hidden="true" className="size-5" />
        {t('chrome.menu.menu')}
      </a>
    )
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className={buttonClass}
        onPointerEnter={prefetchMenuPanel}
        onFocus={prefetchMenuPanel}
      >
        <Icon icon={Menu} aria-hidden="true" className="size-5" />
        {t('chrome.menu.menu')}
      </DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        className="my-0 mr-0 ml-auto h-dvh max-h-dvh w-[88%] max-w-sm rounded-none border-0 border-l p-0 shadow-xl backdrop:bg-black/40"
      >
        <div className="flex h-16 items-center justify-between border-b border-border px-4">
          <Logo />
          <DialogClose className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted">
            <Icon icon={X} aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('chrome.menu.close')}</span>
          </DialogClose>
        </div>
        <DialogTitle className="sr-only">{t('chrome.menu.menu')}</DialogTitle>
        <div
          className="flex-1 overflow-y-auto px-4 py-4"
          onClick={(event) => {
            // A link followed from the menu closes it, also when it leads to the current page.
            if ((event.target as Element).closest('a[href]')) setOpen(false)
          }}
        >
          <SiteSearchForm id="mobile-menu-search" className="mb-4 flex" />
          <nav aria-label={t('common.nav.primary')}>
            <ul className="space-y-1">
              {(['understanding', 'living'] as const).map((section) => (
                <li key={section}>
                  <SectionDisclosure section={section} />
                </li>
              ))}
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={mobileMenuLinkClass}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <LazyMenuPanel part="tools" />
          </nav>
          <Button asChild className="mt-4 h-11 w-full">
            <CommunityLink onOpen={() => setOpen(false)}>
              <WhatsAppIcon />
              {t('chrome.community.button')}
            </CommunityLink>
          </Button>
          <section aria-labelledby="mobile-language" className="mt-6 border-t border-border pt-4">
            <h2 id="mobile-language" className="text-sm font-semibold text-muted-foreground">
              {t('common.language.label')}
            </h2>
            <LanguageLinks className="mt-2" />
          </section>
          <section aria-labelledby="mobile-account" className="mt-6 border-t border-border pt-4">
            <h2 id="mobile-account" className="text-sm font-semibold text-muted-foreground">
              {t('chrome.menu.account')}
            </h2>
            <div className="mt-2">
              <AvatarMenu />
            </div>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  )
}

function SectionDisclosure({ section }: { section: MenuSection }) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(false)
  const panelId = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
        className="flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-left text-base font-medium hover:bg-muted"
      >
        {t(SECTION_TITLE_KEY[section])}
        <Icon
          icon={ChevronDown}
          aria-hidden="true"
          className={cn('size-5 transition-transform', expanded && 'rotate-180')}
        />
      </button>
      <div id={panelId} hidden={!expanded} className="px-3 pb-3 pt-1">
        <LazyMenuPanel part="stacked" section={section} />
      </div>
    </>
  )
}
