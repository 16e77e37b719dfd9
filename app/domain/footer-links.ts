/**
 * The rules of the footer's added links (Site settings): at most MAX_FOOTER_LINKS, each with an
 * English label (the Greek one optional) and an address of this site (`/volunteer`) or an https
 * address. Shared by the settings form and the server; messages are translation keys, and each
 * error is named by the row's position and field (`1.href`).
 */
import { z } from 'zod'

import type { FooterLink } from '~/lib/footer-links'
import { isFixedPageSlug, isReservedPageSlug } from './page-slugs'

export const MAX_FOOTER_LINKS = 12
const LABEL_MAX = 60
const HREF_MAX = 300

const M = 'admin.footerLinks.errors'

/** A path of this site: `/` and lowercase segments, no `//` (another host), no spaces. */
const SITE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:[?#][^\s]*)?$/

function isHttps(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

const linkSchema = z.object({
  label: z.string().trim().min(1, `${M}.labelRequired`).max(LABEL_MAX, `${M}.labelTooLong`),
  labelEl: z
    .string()
    .trim()
    .max(LABEL_MAX, `${M}.labelTooLong`)
    .transform((value) => value || null),
  href: z
    .string()
    .trim()
    .min(1, `${M}.hrefRequired`)
    .max(HREF_MAX, `${M}.hrefInvalid`)
    .refine((value) => SITE_PATH.test(value) || isHttps(value), `${M}.hrefInvalid`),
})

export type FooterLinkInput = { label: string; labelEl: string; href: string }

export type FooterLinksResult =
  { ok: true; links: FooterLink[] } | { ok: false; errors: Record<string, string> }

/**
 * The rows as typed, in order; a row left entirely empty is dropped (the form's spare row).
 * Errors are keyed `${index}.${field}` by the row's position among the rows sent.
 */
export function parseFooterLinks(rows: FooterLinkInput[]): FooterLinksResult {
  const errors: Record<string, string> = {}
  const links: FooterLink[] = []
  const filled = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => `${row.label}${row.labelEl}${row.href}`.trim() !== '')
  if (filled.length > MAX_FOOTER_LINKS) return { ok: false, errors: { list: `${M}.tooMany` } }
  for (const { row, index } of filled) {
    const parsed = linkSchema.safeParse(row)
    if (parsed.success) links.push(parsed.data)
    else
      for (const issue of parsed.error.issues) {
        const key = `${index}.${String(issue.path[0])}`
        errors[key] ??= issue.message
      }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, links }
}

/**
 * The address of the added page a link leads to (`/volunteer`, `/volunteer#when`), or undefined
 * for any other address: the site's own routes, the fixed pages (always there), deeper paths and
 * other sites.
 */
export function linkedPageSlug(href: string): string | undefined {
  const slug = /^\/([a-z0-9-]+)(?:[?#].*)?$/.exec(href)?.[1]
  if (!slug || isReservedPageSlug(slug) || isFixedPageSlug(slug)) return undefined
  return slug
}

/**
 * The links the footer shows: a link to an added page only while visitors can see that page
 * (`shownSlugs`), so deleting or unpublishing the page hides its link rather than leaving a way
 * to "not found", and restoring or publishing it shows the link again (decision 0076). The stored
 * list keeps every link.
 */
export function shownFooterLinks(
  links: readonly FooterLink[],
  shownSlugs: ReadonlySet<string>,
): FooterLink[] {
  return links.filter((link) => {
    const slug = linkedPageSlug(link.href)
    return slug === undefined || shownSlugs.has(slug)
  })
}
