import { describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import { siteSettings } from './site-settings.server'

describe('contact details in the configuration', () => {
  it('are all optional', () => {
    expect(siteSettings(parseConfig({}))).toEqual({
      whatsappInviteUrl: null,
      contactEmail: null,
      contactPhone: null,
      facebookUrl: null,
      instagramUrl: null,
      socialHandle: null,
      countryFromHeader: false,
      geolocationUrl: null,
    })
  })

  it('are read and normalised for the pages', () => {
    const settings = siteSettings(
      parseConfig({
        WHATSAPP_INVITE_URL: 'https://chat.whatsapp.com/abc',
        CONTACT_EMAIL: ' info@example.org ',
        CONTACT_PHONE: '+357 22 123456',
        FACEBOOK_URL: 'https://www.facebook.com/example',
        INSTAGRAM_URL: 'https://www.instagram.com/example',
        SOCIAL_HANDLE: 'example.cy',
        COUNTRY_HEADER: 'CF-IPCountry',
        GEOLOCATION_URL: 'https://geo.example/json',
      }),
    )
    expect(settings).toEqual({
      whatsappInviteUrl: 'https://chat.whatsapp.com/abc',
      contactEmail: 'info@example.org',
      contactPhone: '+357 22 123456',
      facebookUrl: 'https://www.facebook.com/example',
      instagramUrl: 'https://www.instagram.com/example',
      socialHandle: '@example.cy',
      countryFromHeader: true,
      geolocationUrl: 'https://geo.example/json',
    })
    expect(siteSettings(parseConfig({ SOCIAL_HANDLE: '@example' })).socialHandle).toBe('@example')
  })

  it('treats empty values as unset', () => {
    const settings = siteSettings(parseConfig({ CONTACT_EMAIL: '', CONTACT_PHONE: ' ', SOCIAL_HANDLE: '', FACEBOOK_URL: '' }))
    expect(settings.contactEmail).toBeNull()
    expect(settings.contactPhone).toBeNull()
    expect(settings.socialHandle).toBeNull()
    expect(settings.facebookUrl).toBeNull()
  })

  it.each([
    [{ CONTACT_EMAIL: 'not an address' }, /^Invalid CONTACT_EMAIL: must be an e-mail address/],
    [{ CONTACT_PHONE: 'call us' }, /^Invalid CONTACT_PHONE: must be a telephone number/],
    [{ FACEBOOK_URL: 'http://www.facebook.com/example' }, /^Invalid FACEBOOK_URL: must be a URL starting with https:/],
    [{ INSTAGRAM_URL: 'javascript:alert(1)' }, /^Invalid INSTAGRAM_URL/],
    [{ SOCIAL_HANDLE: '@two words' }, /^Invalid SOCIAL_HANDLE: must be a handle/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message)
  })
})
