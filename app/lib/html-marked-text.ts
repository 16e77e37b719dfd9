/**
 * Rich text as readable text that keeps its formatting visible ("## Heading", "**bold**",
 * "• item", "[link](address)"), so two versions of an article can be compared word by word and
 * a change of formatting shows as a change. For comparison only: never rendered as HTML.
 */
import { htmlToText } from './html-text'

export function htmlToMarkedText(html: string | null | undefined): string {
  if (!html) return ''
  const marked = html
    .replace(/<h([1-6])[^>]*>/gi, (_, level: string) => `\n\n${'#'.repeat(Number(level))} `)
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote)>/gi, '\n\n')
    .replace(/<blockquote[^>]*>/gi, '\n> ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(strong|b)>/gi, '**')
    .replace(/<\/?(em|i)>/gi, '_')
    .replace(
      /<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_, href: string, text: string) => `[${text}](${href})`,
    )
    .replace(/<img\b[^>]*src="([^"]*)"[^>]*>/gi, (_, src: string) => `[image: ${src}]`)
  // htmlToText collapses whitespace; keep the line structure by converting line by line.
  return marked
    .split('\n')
    .map((line) => htmlToText(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
