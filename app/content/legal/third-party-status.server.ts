import type { Config } from '~/config.server'
import type { ThirdPartyKey, ThirdPartyStatus } from './types'

/** Which of the optional services this installation really uses (the privacy policy shows it). */
export function thirdPartyStatus(config: Config): Record<ThirdPartyKey, ThirdPartyStatus> {
  const on = (value: unknown): ThirdPartyStatus => (value ? 'on' : 'off')
  return {
    whatsapp: on(config.WHATSAPP_INVITE_URL),
    facebook: on(config.FACEBOOK_URL),
    instagram: on(config.INSTAGRAM_URL || config.INSTAGRAM_CLIENT_ID),
    geolocation: on(config.GEOLOCATION_URL),
    analytics: on(config.ANALYTICS_DASHBOARD_URL),
    // Admins may embed YouTube videos in any article; the CSP always allows the privacy-enhanced player.
    youtube: 'video',
    email: on(config.SMTP_URL),
  }
}
