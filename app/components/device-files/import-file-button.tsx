/**
 * A file picker that looks and works like a button: the file the person chooses is read on the
 * device and its text handed over; nothing is uploaded. The same file may be chosen again.
 */
import { FileUp } from 'lucide'

import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'

export function ImportFileButton({
  label,
  size = 'default',
  onText,
}: {
  label: string
  size?: 'default' | 'lg'
  onText: (text: string) => void | Promise<void>
}) {
  return (
    <label
      className={cn(
        'ui-button ui-button-outline h-auto min-h-12 cursor-pointer whitespace-normal py-2 focus-within:ring-[3px] focus-within:ring-ring',
        size === 'lg' ? 'ui-button-size-lg' : 'ui-button-size-default',
      )}
    >
      <Icon icon={FileUp} aria-hidden="true" className="size-5" />
      {label}
      <input
        type="file"
        accept="application/json,.json"
        className="sr-only"
        onChange={async (event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) await onText(await file.text())
        }}
      />
    </label>
  )
}
