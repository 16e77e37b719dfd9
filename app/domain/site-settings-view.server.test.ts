import { describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { SiteSettingsRow } from '~/db/schema'
import { effectiveSettings } from './site-settings.server'
import { siteSettings } from './site-settings-view.server'
import { NO_SITE_SETTINGS } from '~/lib/site-settings'

const stored: SiteSettingsRow = {
  id: 1,
  contactEmail: 'stored@example.org',
  contactPhone: '+357 22 111111',
  helplinePhone: '+357 99 111111',
  facebookUrl: 'https://www.facebook.com/stored',
  instagramUrl: null,
  instagramHandle: '@stored',
  whatsappInviteUrl: null,
  analyticsDashboardUrl: 'https://analytics.example/stored',
  footerLinks: [],
  isExample: false,
  updatedBy: 'admin@example.org',
  updatedAt: new Date('2026-01-01T00:00:00Z'),
}

const pageSettings = (env: Record<string, string>, row?: SiteSettingsRow) => {
  const config = parseConfig(env)
  return siteSettings(config, effectiveSettings(config, row), new Set())
}

describe('the site settings the pages see', () => {
  it('are all optional', () => {
    expect(pageSettings({})).toEqual(NO_SITE_SETTINGS)
    // "Nothing set" is every detail left out, every switch off and no footer link added.
    expect(
      Object.values(NO_SITE_SETTINGS).every(
        (value) => value === null || value === false || (Array.isArray(value) && !value.length),
      ),
    ).toBe(true)
  })

  it('come from the database where no environment variable is set', () => {
    const settings = pageSettings({}, stored)
    expect(settings).toMatchObject({
      contactEmail: 'stored@example.org',
      contactPhone: '+357 22 111111',
      helplinePhone: '+357 99 111111',
      facebookUrl: 'https://www.facebook.com/stored',
      socialHandle: '@stored',
      examples: false,
    })
    // Admin-only: never sent to every visitor.
    expect(JSON.stringify(settings)).not.toContain('analytics')
  })

  it('take a set environment variable over the database, and say which details it fixes', () => {
    const config = parseConfig({
      CONTACT_EMAIL: ' env@example.org ',
      SOCIAL_HANDLE: 'env.cy',
      HELPLINE_PHONE: '+357 99 222222',
    })
    const effective = effectiveSettings(config, stored)
    expect(effective.values).toMatchObject({
      contactEmail: 'env@example.org',
      instagramHandle: '@env.cy',
      helplinePhone: '+357 99 222222',
      contactPhone: '+357 22 111111',
    })
    expect(effective.fromEnvironment.sort()).toEqual([
      'contactEmail',
      'helplinePhone',
      'instagramHandle',
    ])
  })

  it('are marked as examples only while stored demo values are shown', () => {
    const demo = { ...stored, isExample: true }
    expect(pageSettings({}, demo).examples).toBe(true)
    // Every public detail fixed by the environment: nothing shown is an example.
    const allFromEnv = {
      CONTACT_EMAIL: 'a@example.org',
      CONTACT_PHONE: '+357 22 000000',
      HELPLINE_PHONE: '+357 99 000000',
      FACEBOOK_URL: 'https://www.facebook.com/a',
      INSTAGRAM_URL: 'https://www.instagram.com/a',
      SOCIAL_HANDLE: '@a',
      WHATSAPP_INVITE_URL: 'https://chat.whatsapp.com/a',
    }
    expect(pageSettings(allFromEnv, demo).examples).toBe(false)
    expect(
      pageSettings(
        {},
        {
          ...demo,
          ...Object.fromEntries(
            Object.keys(stored)
              .filter(
                (k) =>
                  k.endsWith('Url') ||
                  k.endsWith('Phone') ||
                  k.endsWith('Email') ||
                  k.endsWith('Handle'),
              )
              .map((k) => [k, null]),
          ),
        },
      ).examples,
    ).toBe(false)
  })

  it('keep the country detection switches from the configuration', () => {
    expect(
      pageSettings({ COUNTRY_HEADER: 'CF-IPCountry', GEOLOCATION_URL: 'https://geo.example/json' }),
    ).toMatchObject({
      countryFromHeader: true,
      geolocationUrl: 'https://geo.example/json',
    })
  })

  it('treat empty environment values as unset', () => {
    const settings = pageSettings(
      {
        CONTACT_EMAIL: '',
        CONTACT_PHONE: ' ',
        SOCIAL_HANDLE: '',
        FACEBOOK_URL: '',
        HELPLINE_PHONE: '',
      },
      stored,
    )
    expect(settings.contactEmail).toBe('stored@example.org')
    expect(settings.helplinePhone).toBe('+357 99 111111')
  })

  it.each([
    [{ CONTACT_EMAIL: 'not an address' }, /^Invalid CONTACT_EMAIL: must be an e-mail address/],
    [{ CONTACT_PHONE: 'call us' }, /^Invalid CONTACT_PHONE: must be a telephone number/],
    [{ HELPLINE_PHONE: '112 or 911!' }, /^Invalid HELPLINE_PHONE: must be a telephone number/],
    [
      { FACEBOOK_URL: 'http://www.facebook.com/example' },
      /^Invalid FACEBOOK_URL: must be a URL starting with https:/,
    ],
    [{ INSTAGRAM_URL: 'javascript:alert(1)' }, /^Invalid INSTAGRAM_URL/],
    [{ SOCIAL_HANDLE: '@two words' }, /^Invalid SOCIAL_HANDLE: must be a handle/],
  ])('refuse %o at start with one line naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message)
  })
})
