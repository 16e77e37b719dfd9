import { describe, expect, it } from 'vitest'

import { parseConfig } from './config.server'

describe('parseConfig', () => {
  it('needs nothing for the embedded default', () => {
    const config = parseConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATA_DIR).toBe('./data')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.SEED_DEMO).toBe(true)
    expect(config.ADMIN_EMAILS).toEqual([])
    expect(config.LOG_LEVEL).toBe('info')
    expect(config.DATABASE_CONNECT_TIMEOUT_MS).toBe(5000)
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(5000)
    expect(config.BACKUP_DIR).toBeUndefined()
    expect(config.BACKUP_KEEP).toBe(7)
    expect(config.REQUIRE_ADMIN_2FA).toBe(false)
    expect(config.RENDER_CONCURRENCY).toBeUndefined()
    expect(config.DELIVERY_SCRIPTS_AFTER_PAINT).toBe(true)
  })

  it('turns the scripts after the first paint off with off (or false, 0, no)', () => {
    for (const value of ['off', 'OFF', 'false', '0', 'no'])
      expect(
        parseConfig({ DELIVERY_SCRIPTS_AFTER_PAINT: value }).DELIVERY_SCRIPTS_AFTER_PAINT,
      ).toBe(false)
    expect(parseConfig({ DELIVERY_SCRIPTS_AFTER_PAINT: 'on' }).DELIVERY_SCRIPTS_AFTER_PAINT).toBe(
      true,
    )
  })

  it('sends mail with links to BASE_URL only', () => {
    const config = parseConfig({
      NODE_ENV: 'development',
      SMTP_URL: 'smtp://mail.example:587',
      BASE_URL: 'https://epilepsy.example',
    })
    expect(config.SMTP_URL).toBe('smtp://mail.example:587')
    expect(parseConfig({ REQUIRE_ADMIN_2FA: 'true' }).REQUIRE_ADMIN_2FA).toBe(true)
  })

  it('reads overrides', () => {
    const config = parseConfig({
      PORT: '8080',
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://u@db:5432/site',
      SEED_DEMO: 'false',
      ADMIN_EMAILS: ' Admin@Example.org , second@example.org',
      COUNTRY_HEADER: 'CF-IPCountry',
      RENDER_CONCURRENCY: '0',
    })
    expect(config.PORT).toBe(8080)
    expect(config.DATABASE_URL).toBe('postgres://u@db:5432/site')
    expect(config.SEED_DEMO).toBe(false)
    expect(config.ADMIN_EMAILS).toEqual(['admin@example.org', 'second@example.org'])
    expect(config.COUNTRY_HEADER).toBe('cf-ipcountry')
    expect(config.RENDER_CONCURRENCY).toBe(0)
  })

  it.each([
    [{ PORT: 'eighty' }, /^Invalid PORT/],
    [{ PORT: '70000' }, /^Invalid PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL: must be a URL starting with postgres:/],
    [{ SEED_DEMO: 'maybe' }, /^Invalid SEED_DEMO: must be true or false/],
    [{ ADMIN_EMAILS: 'not-an-address' }, /^Invalid ADMIN_EMAILS/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid LOG_LEVEL/],
    [
      { DATABASE_CONNECT_TIMEOUT_MS: '5s' },
      /^Invalid DATABASE_CONNECT_TIMEOUT_MS: must be a whole number of milliseconds from 100 to 600000$/,
    ],
    [{ BACKUP_KEEP: '-1' }, /^Invalid BACKUP_KEEP: must be a whole number from 0 to 1000$/],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '0' },
      /^Invalid DATABASE_STATEMENT_TIMEOUT_MS: must be a whole number of milliseconds/,
    ],
    [{ AUTH_SECRET: 'short' }, /^Invalid AUTH_SECRET: must be at least 32 characters/],
    [{ WHATSAPP_INVITE_URL: 'http://chat.example' }, /^Invalid WHATSAPP_INVITE_URL/],
    [
      { NODE_ENV: 'production', BASE_URL: 'https://epilepsy.example' },
      /^Invalid AUTH_SECRET: required in production/,
    ],
    [{ SMTP_URL: 'smtp://mail.example:587' }, /^Invalid BASE_URL: required when SMTP_URL is set/],
    [{ REQUIRE_ADMIN_2FA: 'sometimes' }, /^Invalid REQUIRE_ADMIN_2FA: must be true or false/],
    [
      { DELIVERY_SCRIPTS_AFTER_PAINT: 'disabled' },
      /^Invalid DELIVERY_SCRIPTS_AFTER_PAINT: must be true or false$/,
    ],
    [
      { DELIVERY_SCRIPTS_AFTER_PAINT: '2' },
      /^Invalid DELIVERY_SCRIPTS_AFTER_PAINT: must be true or false$/,
    ],
    [
      { RENDER_CONCURRENCY: 'four' },
      /^Invalid RENDER_CONCURRENCY: must be a whole number from 0 to 1000$/,
    ],
    [
      { RENDER_CONCURRENCY: '-1' },
      /^Invalid RENDER_CONCURRENCY: must be a whole number from 0 to 1000$/,
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message)
    try {
      parseConfig(env)
    } catch (error) {
      expect((error as Error).message).not.toContain('\n')
    }
  })
})
