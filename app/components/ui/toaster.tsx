import { Toaster as Sonner, type ToasterProps } from 'sonner'

/** sonner's defaults give Alt+T, the 'Notifications' label and swipe to dismiss (SPEC §9). */
export function Toaster(props: ToasterProps) {
  return <Sonner position="top-center" closeButton richColors {...props} />
}
