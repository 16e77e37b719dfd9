import * as React from 'react'

import { cn } from '~/lib/cn'

/** A placeholder block while content loads; static (no pulse) for photosensitive safety. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('ui-skeleton', className)} {...props} />
}
