/**
 * Builds the browser-safe SiteSettings from the effective site settings and the configuration;
 * `shownPageSlugs` are the added pages visitors can see, the only ones the footer links to.
 */
import type { Config } from '~/config.server'
import { shownFooterLinks } from './footer-links'
import type { EffectiveSiteSettings } from './site-settings.server'
import type { SiteSettings } from '~/lib/site-settings'

export function siteSettings(
  config: Config,
  settings: EffectiveSiteSettings,
  shownPageSlugs: ReadonlySet<string>,
): SiteSettings {
  const { values, examples } = settings
  return {
    whatsappInviteUrl: values.whatsappInviteUrl,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    helplinePhone: values.helplinePhone,
    facebookUrl: values.facebookUrl,
    instagramUrl: values.instagramUrl,
    socialHandle: values.instagramHandle,
    // The analytics dashboard is for admins only and never part of this.
    examples: examples.some((field) => field !== 'analyticsDashboardUrl'),
    countryFromHeader: Boolean(config.COUNTRY_HEADER),
    geolocationUrl: config.GEOLOCATION_URL ?? null,
    footerLinks: shownFooterLinks(settings.footerLinks, shownPageSlugs),
  }
}
