import { ArrowUp, Mail, Phone } from 'lucide'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'

import { NewsletterForm } from '~/components/newsletter/newsletter-form'
import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { telHref } from '~/lib/tel'
import { cn } from '~/lib/cn'
import { eventsCalendarPath, feedPath } from '~/lib/feed-urls'
import { useRootData } from '~/components/use-root-data'
import { footerLinkLabel, isSitePath } from '~/lib/footer-links'
import { LanguageLinks } from './language-switcher'
import { isCurrentPage } from './current-page'
import { Logo } from './logo'
import { scrollToTopAndFocusMain } from './motion'
import { CommunityLink } from './community-link'
import { EmergencyTrigger } from './site-dialogs-host'
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from './social-icons'

// At least 24 px tall (WCAG 2.2 target size) whatever the font: while the site's font loads, the
// fallback's shorter lines left the emergency button under it, too close to its neighbours.
const linkClass =
  'inline-block min-h-6 rounded-sm text-white/90 underline-offset-4 hover:text-white hover:underline'
const buttonLinkClass = cn(linkClass, 'cursor-pointer text-left')

/**
 * A link that, when it leads to the page already shown, scrolls to its top instead (the
 * footer's Events and News links), so the click visibly does something.
 */
function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  const location = useLocation()
  return (
    <Link
      to={to}
      className={linkClass}
      onClick={(event) => {
        if (isCurrentPage(location.pathname, location.search, to)) {
          event.preventDefault()
          scrollToTopAndFocusMain()
        }
      }}
    >
      {children}
    </Link>
  )
}

function Column({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">{children}</ul>
    </nav>
  )
}

/** The footer of every page. */
export function SiteFooter() {
  const { t } = useTranslation()
  const { site, lang } = useRootData()
  const social = [
    site.facebookUrl
      ? { href: site.facebookUrl, label: t('chrome.footer.facebookBrand'), Icon: FacebookIcon }
      : null,
    site.instagramUrl
      ? { href: site.instagramUrl, label: t('chrome.footer.instagramBrand'), Icon: InstagramIcon }
      : null,
  ].filter((item) => item !== null)

  return (
    <footer className="mt-16 bg-[#2d1645] text-white print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <Logo tone="inverted" />
          <p className="mt-4 text-sm leading-relaxed text-white/85">
            {t('common.footer.description')}
          </p>
          <ul className="mt-5 flex flex-wrap gap-2">
            {social.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <Icon className="size-5" />
                  <span className="sr-only">
                    {label} ({t('chrome.newTab')})
                  </span>
                </a>
              </li>
            ))}
            <li>
              <CommunityLink className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20">
                <WhatsAppIcon className="size-5" />
                <span className="sr-only">{t('chrome.footer.whatsappCommunity')}</span>
              </CommunityLink>
            </li>
          </ul>
        </div>

        <div id="footer-navigation" className="scroll-mt-20">
          <Column title={t('common.footer.quickLinks')} id="footer-quick-links">
            <li>
              <FooterLink to="/understanding-epilepsy">{t('common.nav.understanding')}</FooterLink>
            </li>
            <li>
              <FooterLink to="/living-with-epilepsy">{t('common.nav.living')}</FooterLink>
            </li>
            <li>
              <FooterLink to="/events">{t('common.nav.events')}</FooterLink>
            </li>
            <li>
              <FooterLink to="/news">{t('common.nav.news')}</FooterLink>
            </li>
            <li>
              <FooterLink to="/about">{t('common.nav.about')}</FooterLink>
            </li>
            <li>
              <FooterLink to="/search">{t('chrome.search.submit')}</FooterLink>
            </li>
            <li>
              <EmergencyTrigger className={buttonLinkClass}>
                {t('chrome.footer.emergency')}
              </EmergencyTrigger>
            </li>
            <li>
              <CommunityLink className={linkClass}>
                {t('chrome.footer.joinCommunity')}
              </CommunityLink>
            </li>
            {site.footerLinks.map((link) => {
              const label = footerLinkLabel(link, lang)
              return (
                <li key={`${link.href}-${link.label}`}>
                  {isSitePath(link.href) ? (
                    <FooterLink to={link.href}>
                      <span lang={label.lang === lang ? undefined : label.lang}>{label.text}</span>
                    </FooterLink>
                  ) : (
                    <a
                      href={link.href}
                      className={linkClass}
                      lang={label.lang === lang ? undefined : label.lang}
                    >
                      {label.text}
                    </a>
                  )}
                </li>
              )
            })}
          </Column>
        </div>

        <Column title={t('chrome.footer.help')} id="footer-help">
          <li>
            <FooterLink to="/first-aid">{t('chrome.footer.seizureFirstAid')}</FooterLink>
          </li>
          <li>
            <FooterLink to="/seizure-action-plan">
              {t('chrome.footer.seizureActionPlan')}
            </FooterLink>
          </li>
          <li>
            <FooterLink to="/diary">{t('chrome.footer.seizureDiary')}</FooterLink>
          </li>
          <li>
            {/* The foundation's support line, or the way to its contact details: never the
                emergency number, which only the emergency controls dial. */}
            {site.helplinePhone ? (
              <a
                className={linkClass}
                href={telHref(site.helplinePhone)}
                aria-label={t('chrome.footer.helplineCall', { phone: site.helplinePhone })}
              >
                {t('chrome.footer.helpline')}
              </a>
            ) : (
              <FooterLink to="/about#contact">{t('chrome.footer.helpline')}</FooterLink>
            )}
          </li>
          <li>
            <FooterLink to="/#get-help">{t('chrome.footer.emergencyResources')}</FooterLink>
          </li>
          <li>
            <FooterLink to="/events?category=support-group">
              {t('chrome.footer.supportGroups')}
            </FooterLink>
          </li>
          <li>
            <FooterLink to="/wiki">{t('chrome.footer.resources')}</FooterLink>
          </li>
          <li>
            <FooterLink to="/about#contact">{t('chrome.footer.contactUs')}</FooterLink>
          </li>
        </Column>

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('chrome.footer.contact')}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {site.contactEmail ? (
              <li className="flex items-center gap-2">
                <Icon icon={Mail} aria-hidden="true" className="size-4 shrink-0 text-white/70" />
                <a className={linkClass} href={`mailto:${site.contactEmail}`}>
                  {site.contactEmail}
                </a>
              </li>
            ) : null}
            {site.contactPhone ? (
              <li className="flex items-center gap-2">
                <Icon icon={Phone} aria-hidden="true" className="size-4 shrink-0 text-white/70" />
                <a className={linkClass} href={telHref(site.contactPhone)}>
                  {site.contactPhone}
                </a>
              </li>
            ) : null}
            {site.socialHandle ? (
              <li className="flex items-center gap-2">
                <InstagramIcon className="size-4 shrink-0 text-white/70" />
                {site.instagramUrl ? (
                  <a
                    className={linkClass}
                    href={site.instagramUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {site.socialHandle}
                    <span className="sr-only"> ({t('chrome.newTab')})</span>
                  </a>
                ) : (
                  <span className="text-white/90">{site.socialHandle}</span>
                )}
              </li>
            ) : null}
            {site.examples ? (
              <li className="text-xs italic text-white/80">{t('chrome.contact.examples')}</li>
            ) : null}
            {!site.contactEmail && !site.contactPhone && !site.socialHandle ? (
              <li className="text-white/85">
                {t(
                  site.whatsappInviteUrl
                    ? 'chrome.footer.noContact'
                    : 'chrome.contact.noneWithoutCommunity',
                )}
              </li>
            ) : null}
          </ul>
          <nav aria-labelledby="footer-follow" className="mt-6">
            <h3 id="footer-follow" className="text-sm font-semibold text-white">
              {t('chrome.footer.follow')}
            </h3>
            {/* Plain links: feeds and calendars are documents for other programs, not pages. */}
            <ul className="mt-2 space-y-2 text-sm">
              <li>
                <a className={linkClass} href={feedPath('news', lang)} type="application/rss+xml">
                  {t('chrome.footer.newsFeed')}
                </a>
              </li>
              <li>
                <a
                  className={linkClass}
                  href={feedPath('stories', lang)}
                  type="application/rss+xml"
                >
                  {t('chrome.footer.storiesFeed')}
                </a>
              </li>
              <li>
                <a className={linkClass} href={eventsCalendarPath(lang)} type="text/calendar">
                  {t('chrome.footer.eventsCalendar')}
                </a>
              </li>
            </ul>
          </nav>
          <h3 className="mb-3 mt-6 text-sm font-semibold text-white">
            {t('chrome.newsletter.title')}
          </h3>
          <NewsletterForm source="footer" inverted />
          <nav aria-label={t('common.language.label')} className="mt-6">
            <LanguageLinks tone="inverted" />
          </nav>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 text-sm text-white/80 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t('common.footer.rights', { year: new Date().getFullYear() })}</p>
          <nav aria-label={t('common.footer.legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <FooterLink to="/privacy">{t('common.footer.privacy')}</FooterLink>
              </li>
              <li>
                <FooterLink to="/terms">{t('common.footer.terms')}</FooterLink>
              </li>
              <li>
                <FooterLink to="/accessibility">{t('common.footer.accessibility')}</FooterLink>
              </li>
            </ul>
          </nav>
          {/* "#top" is the top of the document (no element carries that id), so the link works
              before the page's code runs; after, the click also moves keyboard focus to the main
              content, where the next Tab continues. */}
          <a
            href="#top"
            onClick={(event) => {
              event.preventDefault()
              scrollToTopAndFocusMain()
            }}
            className="inline-flex items-center gap-1.5 self-start rounded-sm text-white/90 hover:text-white hover:underline md:self-auto"
          >
            <Icon icon={ArrowUp} aria-hidden="true" className="size-4" />
            {t('chrome.footer.backToTop')}
          </a>
        </div>
      </div>
    </footer>
  )
}
