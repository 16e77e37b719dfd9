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
import { CommunityDetails, CommunityJoinLink, useCommunityText } from './community-details'
import { WhatsAppIcon } from './social-icons'

/**
 * 'Join our WhatsApp Community' (the header's 'Join Our Community'): what the group is, and a Join
 * button that opens the invite in a new tab; the same as the /community page, over the page the
 * visitor is on.
 */
export function CommunityDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  const { title, text, lang } = useCommunityText()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('chrome.close')}>
        <DialogHeader>
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-[#e7f6ec] text-[#1a7f3c]">
            <WhatsAppIcon className="size-7" />
          </span>
          {/* In English on a Greek page while its Greek is not ready: a reader's voice knows. */}
          <DialogTitle lang={lang}>{title}</DialogTitle>
          <DialogDescription lang={lang} className="text-base text-foreground">
            {text}
          </DialogDescription>
        </DialogHeader>
        <CommunityDetails onContactLink={() => onOpenChange(false)} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('chrome.close')}
          </Button>
          <CommunityJoinLink />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
