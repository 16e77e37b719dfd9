import { ExternalLink } from 'lucide'
import { Link } from 'react-router'

import { NewsletterForm } from '~/components/newsletter/newsletter-form'
import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import { useRootData } from '~/components/use-root-data'
import { WhatsAppIcon } from './social-icons'
import type { Lang } from '~/i18n/languages'

/**
 * What the WhatsApp community offers and how to join it, shared by the community dialog and the
 * /community page (where the dialog's entry points lead before the page's code runs). Without a
 * configured invite (WHATSAPP_INVITE_URL) it says how to ask for one.
 */
export function CommunityDetails({
  onContactLink,
  headingLevel = 3,
}: {
  onContactLink?: () => void
  /** Of the newsletter's heading: 3 under the dialog's title, 2 under the page's own h1. */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { t } = useTranslation()
  const { site } = useRootData()
  const { points, lang } = useCommunityText()
  const invite = site.whatsappInviteUrl
  return (
    <>
      <ul lang={lang} className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {invite ? (
        <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
          {t('chrome.community.privacy')}
        </p>
      ) : (
        <p className="rounded-lg border border-border bg-muted p-3 text-sm" role="note">
          {t('chrome.community.unavailable')}{' '}
          {site.contactEmail ? (
            <a
              className="font-semibold text-primary underline underline-offset-4"
              href={`mailto:${site.contactEmail}`}
            >
              {site.contactEmail}
            </a>
          ) : (
            <Link
              className="font-semibold text-primary underline underline-offset-4"
              to="/about#contact"
              onClick={onContactLink}
            >
              {t('chrome.community.contactUs')}
            </Link>
          )}
        </p>
      )}
      {invite && site.examples ? (
        <p className="text-sm italic text-muted-foreground">{t('chrome.contact.examples')}</p>
      ) : null}
      <Heading className="border-t border-border pt-4 font-semibold">
        {t('chrome.newsletter.title')}
      </Heading>
      {/* Not a landmark of its own: the footer's form is the page's "Newsletter" landmark. */}
      <NewsletterForm source="community" landmark={false} />
    </>
  )
}

/**
 * The community's text: the stored page, from the root's data (decision 0068). An error page has
 * no root data (nor the invite): its dialog keeps the title alone.
 */
export function useCommunityText(): CommunityText {
  const { t } = useTranslation()
  // An error page's root data (the defaults) has none.
  const { community }: { lang: Lang; community?: CommunityText } = useRootData()
  return community ?? { title: t('chrome.community.title'), points: [] }
}

interface CommunityText {
  title: string
  text?: string
  points: string[]
  /** The language it is in when that is not the page's (its Greek not ready). */
  lang?: Lang
}

/** The Join button: the invite, in a new tab; nothing without a configured invite. */
export function CommunityJoinLink() {
  const { t } = useTranslation()
  const invite = useRootData().site.whatsappInviteUrl
  if (!invite) return null
  return (
    <Button asChild className="bg-[#1a7f3c] hover:bg-[#166b33]">
      <a href={invite} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon />
        {t('chrome.community.join')}
        <span className="sr-only"> ({t('chrome.newTab')})</span>
        <Icon icon={ExternalLink} aria-hidden="true" />
      </a>
    </Button>
  )
}
