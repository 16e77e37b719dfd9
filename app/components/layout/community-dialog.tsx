import { ExternalLink } from 'lucide'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { useRootData } from '~/components/use-root-data'
import { WhatsAppIcon } from './social-icons'

/**
 * 'Join our WhatsApp Community' (the header's 'Join Our Community'): what the group is, and a Join
 * button that opens the invite (WHATSAPP_INVITE_URL) in a new tab. Without a configured invite it
 * says how to ask for one.
 */
export function CommunityDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  const { site } = useRootData()
  const invite = site.whatsappInviteUrl
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('chrome.close')}>
        <DialogHeader>
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-[#e7f6ec] text-[#1a7f3c]">
            <WhatsAppIcon className="size-7" />
          </span>
          <DialogTitle>{t('chrome.community.title')}</DialogTitle>
          <DialogDescription className="text-base text-foreground">
            {t('chrome.community.text')}
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>{t('chrome.community.point1')}</li>
          <li>{t('chrome.community.point2')}</li>
          <li>{t('chrome.community.point3')}</li>
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
                onClick={() => onOpenChange(false)}
              >
                {t('chrome.community.contactUs')}
              </Link>
            )}
          </p>
        )}
        {invite && site.examples ? (
          <p className="text-sm italic text-muted-foreground">{t('chrome.contact.examples')}</p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('chrome.close')}
          </Button>
          {invite ? (
            <Button asChild className="bg-[#1a7f3c] hover:bg-[#166b33]">
              <a href={invite} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon />
                {t('chrome.community.join')}
                <span className="sr-only"> ({t('chrome.newTab')})</span>
                <Icon icon={ExternalLink} aria-hidden="true" />
              </a>
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
