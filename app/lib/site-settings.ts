/**
 * What the pages may show or use in the browser: the foundation's contact details and community
 * invite (site settings, app/domain/site-settings.server.ts) and which country detection is on. Nothing
 * secret belongs here: the root loader sends it to every visitor.
 */
import type { FooterLink } from './footer-links'

export interface SiteSettings {
  whatsappInviteUrl: string | null
  contactEmail: string | null
  contactPhone: string | null
  /** The foundation's support line (the footer's "24/7 Helpline"); never the emergency number. */
  helplinePhone: string | null
  facebookUrl: string | null
  instagramUrl: string | null
  /** Shown as "@handle". */
  socialHandle: string | null
  /** The shown details are the demo's examples, not the foundation's (pages say so). */
  examples: boolean
  /** A trusted proxy header carries the visitor's country (COUNTRY_HEADER). */
  countryFromHeader: boolean
  /** JSON service answering `country_name`, called from the browser only when set. */
  geolocationUrl: string | null
  /** Links an admin added to the footer's quick links, in order. */
  footerLinks: FooterLink[]
}

export const NO_SITE_SETTINGS: SiteSettings = {
  whatsappInviteUrl: null,
  contactEmail: null,
  contactPhone: null,
  helplinePhone: null,
  facebookUrl: null,
  instagramUrl: null,
  socialHandle: null,
  examples: false,
  countryFromHeader: false,
  geolocationUrl: null,
  footerLinks: [],
}
