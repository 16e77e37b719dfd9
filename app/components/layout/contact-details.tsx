import { AtSign, Mail, Phone } from 'lucide'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import { telHref } from '~/lib/tel'
import { useRootData } from '~/components/use-root-data'
import { CommunityLink } from './community-link'
import { FacebookIcon, WhatsAppIcon } from './social-icons'

/**
 * The foundation's contact details (site settings) for the About, legal and accessibility pages.
 * Unset details are left out; demo examples are said to be examples.
 */
export function ContactDetails() {
  const { t } = useTranslation()
  const { site } = useRootData()
  const itemClass = 'flex items-start gap-3'
  const iconClass = 'mt-0.5 size-5 shrink-0 text-primary'
  const linkClass =
    'font-semibold text-primary underline underline-offset-4 hover:no-underline break-all'
  const anyDetail = Boolean(
    site.contactEmail || site.contactPhone || site.socialHandle || site.facebookUrl,
  )
  return (
    <div className="space-y-4">
      {anyDetail ? (
        <ul className="space-y-3">
          {site.contactEmail ? (
            <li className={itemClass}>
              <Icon icon={Mail} aria-hidden="true" className={iconClass} />
              <span>
                <span className="block text-sm text-muted-foreground">
                  {t('chrome.contact.email')}
                </span>
                <a className={linkClass} href={`mailto:${site.contactEmail}`}>
                  {site.contactEmail}
                </a>
              </span>
            </li>
          ) : null}
          {site.contactPhone ? (
            <li className={itemClass}>
              <Icon icon={Phone} aria-hidden="true" className={iconClass} />
              <span>
                <span className="block text-sm text-muted-foreground">
                  {t('chrome.contact.phone')}
                </span>
                <a className={linkClass} href={telHref(site.contactPhone)}>
                  {site.contactPhone}
                </a>
              </span>
            </li>
          ) : null}
          {site.socialHandle ? (
            <li className={itemClass}>
              <Icon icon={AtSign} aria-hidden="true" className={iconClass} />
              <span>
                <span className="block text-sm text-muted-foreground">
                  {t('chrome.contact.instagramBrand')}
                </span>
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
                  <span className="font-semibold">{site.socialHandle}</span>
                )}
              </span>
            </li>
          ) : null}
          {site.facebookUrl ? (
            <li className={itemClass}>
              <FacebookIcon className={iconClass} />
              <span>
                <span className="block text-sm text-muted-foreground">
                  {t('chrome.contact.facebookBrand')}
                </span>
                <a
                  className={linkClass}
                  href={site.facebookUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('chrome.contact.facebookLink')}
                  <span className="sr-only"> ({t('chrome.newTab')})</span>
                </a>
              </span>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="text-muted-foreground">
          {t(
            site.whatsappInviteUrl ? 'chrome.contact.none' : 'chrome.contact.noneWithoutCommunity',
          )}
        </p>
      )}
      {site.examples ? (
        <p className="text-sm italic text-muted-foreground">{t('chrome.contact.examples')}</p>
      ) : null}
      {site.whatsappInviteUrl ? (
        <Button
          asChild
          variant="secondary"
          className="h-auto min-h-10 whitespace-normal py-2 text-left"
        >
          <CommunityLink>
            <WhatsAppIcon />
            {t('chrome.contact.community')}
          </CommunityLink>
        </Button>
      ) : null}
    </div>
  )
}
