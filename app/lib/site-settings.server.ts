/** Builds the browser-safe SiteSettings from the validated configuration. */
import type { Config } from '~/config.server'
import type { SiteSettings } from './site-settings'

export function siteSettings(config: Config): SiteSettings {
  const handle = config.SOCIAL_HANDLE?.replace(/^@/, '')
  return {
    whatsappInviteUrl: config.WHATSAPP_INVITE_URL ?? null,
    contactEmail: config.CONTACT_EMAIL ?? null,
    contactPhone: config.CONTACT_PHONE ?? null,
    facebookUrl: config.FACEBOOK_URL ?? null,
    instagramUrl: config.INSTAGRAM_URL ?? null,
    socialHandle: handle ? `@${handle}` : null,
    countryFromHeader: Boolean(config.COUNTRY_HEADER),
    geolocationUrl: config.GEOLOCATION_URL ?? null,
  }
}
