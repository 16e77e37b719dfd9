import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'

import { cn } from '~/lib/cn'

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium', {
  variants: {
    variant: {
      default: 'bg-primary-soft text-primary',
      accent: 'bg-accent text-accent-foreground',
      outline: 'border border-border text-foreground',
      muted: 'bg-muted text-muted-foreground',
      // Not public yet: a dashed outline, unlike the solid green "Featured".
      draft: 'border border-dashed border-foreground/60 bg-background text-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
})

export function Badge({ className, variant, ...props }: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
