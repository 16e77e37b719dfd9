/**
 * The links an admin adds to the footer's quick links (Site settings), in their order: a label in
 * English and optionally Greek, and an address of the site (`/volunteer`) or an https address.
 * Checked by app/domain/footer-links.ts; the footer shows them after its own links.
 */
import type { Lang } from '~/i18n/languages'

export interface FooterLink {
  label: string
  /** null: Greek readers see the English label. */
  labelEl: string | null
  /** `/path` of this site, or `https://...` of another. */
  href: string
}

/** The label a reader of `lang` sees, and the language it is written in. */
export function footerLinkLabel(link: FooterLink, lang: Lang): { text: string; lang: Lang } {
  return lang === 'el' && link.labelEl
    ? { text: link.labelEl, lang: 'el' }
    : { text: link.label, lang: 'en' }
}

/** An address of this site (opened in the same tab, by the router) rather than another site's. */
export function isSitePath(href: string) {
  return href.startsWith('/') && !href.startsWith('//')
}
