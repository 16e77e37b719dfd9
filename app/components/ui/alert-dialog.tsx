/**
 * Confirm dialogs (every delete asks first): a Dialog with role="alertdialog", closed only
 * by its buttons or Escape, never by a click outside.
 */
import * as React from 'react'

import { cn } from '~/lib/cn'
import { buttonVariants } from './button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  type DialogProps,
  type DialogContentProps,
} from './dialog'

export function AlertDialog(props: Omit<DialogProps, 'role'>) {
  return <Dialog role="alertdialog" {...props} />
}

export function AlertDialogContent({
  className,
  ...props
}: Omit<DialogContentProps, 'closeLabel'>) {
  return <DialogContent className={cn('ui-alert-dialog', className)} {...props} />
}

export function AlertDialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('ui-alert-dialog-header', className)} {...props} />
}

export function AlertDialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('ui-dialog-footer', className)} {...props} />
}

export function AlertDialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogTitle>) {
  return <DialogTitle className={className} {...props} />
}

export const AlertDialogDescription = DialogDescription

/** The confirming button; closes the dialog after its onClick unless that prevented default. */
export function AlertDialogAction({
  className,
  ...props
}: React.ComponentProps<typeof DialogClose>) {
  return (
    <DialogClose className={cn(buttonVariants({ variant: 'destructive' }), className)} {...props} />
  )
}

export function AlertDialogCancel({
  className,
  ...props
}: React.ComponentProps<typeof DialogClose>) {
  return (
    <DialogClose
      autoFocus
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  )
}
