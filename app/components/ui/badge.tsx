import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'

import { cn } from '~/lib/cn'

// Class names of the components layer (app.css): a caller's utilities override them.
const badgeVariants = cva('ui-badge', {
  variants: {
    variant: {
      default: 'ui-badge-default',
      accent: 'ui-badge-accent',
      outline: 'ui-badge-outline',
      muted: 'ui-badge-muted',
      draft: 'ui-badge-draft',
    },
  },
  defaultVariants: { variant: 'default' },
})

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
