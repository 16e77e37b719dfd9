import { Images } from 'lucide'
import { useState } from 'react'

import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { LibraryList, type LibraryChoice } from './library-list'

/**
 * "Choose from library" for an image field: a button that opens the media library in a dialog;
 * choosing an image closes it and hands the image, with its stored texts, to the field.
 */
export function LibraryPicker({
  onChoose,
  disabled,
}: {
  onChoose: (image: LibraryChoice) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Icon icon={Images} aria-hidden="true" />
        {t('admin.media.choose')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('admin.media.close')}>
          <DialogHeader>
            <DialogTitle>{t('admin.media.chooseTitle')}</DialogTitle>
            <DialogDescription>{t('admin.media.chooseIntro')}</DialogDescription>
          </DialogHeader>
          <LibraryList
            onChoose={(image) => {
              setOpen(false)
              onChoose(image)
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  )
}
