import { describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import { mailOrigin } from './mail-origin.server'

describe('links in account e-mails', () => {
  it('point at BASE_URL (its origin, without a path)', () => {
    expect(
      mailOrigin(
        parseConfig({ NODE_ENV: 'development', BASE_URL: 'https://epilepsy.example/some/path' }),
      ),
    ).toBe('https://epilepsy.example')
  })

  it('point at localhost on the configured port in local development', () => {
    expect(mailOrigin(parseConfig({}))).toBe('http://localhost:3000')
    expect(mailOrigin(parseConfig({ PORT: '8080' }))).toBe('http://localhost:8080')
  })
})
