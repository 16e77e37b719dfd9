/**
 * The part of the configuration the pages may show or use in the browser: the foundation's
 * contact details, the community invite and which country detection is switched on. Nothing
 * secret belongs here: the root loader sends it to every visitor.
 */
export interface SiteSettings {
  whatsappInviteUrl: string | null
  contactEmail: string | null
  contactPhone: string | null
  facebookUrl: string | null
  instagramUrl: string | null
  /** Shown as "@handle". */
  socialHandle: string | null
  /** A trusted proxy header carries the visitor's country (COUNTRY_HEADER). */
  countryFromHeader: boolean
  /** JSON service answering `country_name`, called from the browser only when set. */
  geolocationUrl: string | null
}

export const NO_SITE_SETTINGS: SiteSettings = {
  whatsappInviteUrl: null,
  contactEmail: null,
  contactPhone: null,
  facebookUrl: null,
  instagramUrl: null,
  socialHandle: null,
  countryFromHeader: false,
  geolocationUrl: null,
}
