import { useMemo } from 'react'

import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { playerFor, withVideoPosters } from '~/lib/video-posters'

/**
 * Styles for stored rich text (headings, lists, quotes, links, privacy-enhanced video frames).
 * Shared by the pages that show it and by the editor. `rich-text` names it for the stylesheet,
 * which lays out the editor's images (app/app.css).
 */
export const richTextClass = cn(
  'rich-text max-w-none leading-relaxed text-foreground',
  '[&_p]:my-3 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:font-semibold [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary-soft [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_iframe]:my-4 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-lg',
  '[&_img.ProseMirror-selectednode]:outline-3 [&_img.ProseMirror-selectednode]:outline-ring',
  'after:clear-both after:table after:content-[""]',
)

/**
 * Rich text the server sanitised before storing it (app/lib/sanitize-html.server.ts). Videos
 * show as a poster from the site until the visitor presses play (app/lib/video-posters.ts).
 */
export function RichTextContent({
  html,
  className,
  lang,
}: {
  html: string
  className?: string
  lang?: string
}) {
  const { t } = useTranslation()
  const shown = useMemo(
    () =>
      withVideoPosters(html, {
        play: (title) => t('common.video.play', { title }),
        consent: t('common.video.consent'),
      }),
    [html, t],
  )
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const poster = (event.target as Element).closest?.('a.video-poster')
    if (!(poster instanceof HTMLAnchorElement) || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    const player = playerFor(poster)
    if (!player) return
    event.preventDefault()
    poster.replaceWith(player)
    player.focus()
  }
  return (
    // The click only turns a poster link (itself focusable and keyboard-operable) into its player.
    <div
      className={cn(richTextClass, className)}
      lang={lang}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  )
}
