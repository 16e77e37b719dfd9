import { describe, expect, it } from 'vitest'

import { outboxTextFor } from './mail-outbox.server'

const reset = {
  recipient: 'ana@example.com',
  text: 'Hello,\n\nOpen the link below.\n\nhttps://epilepsy.example/auth/reset-password?token=secret-token\n\nThe team',
}

describe('what a reader of the outbox sees', () => {
  it('the recipient sees their own reset link', () => {
    expect(outboxTextFor(reset, 'ana@example.com', '[hidden]')).toContain('token=secret-token')
  })

  it('anyone else sees neither the link nor its token', () => {
    const seen = outboxTextFor(reset, 'nikos@example.com', '[hidden]')
    expect(seen).not.toContain('secret-token')
    expect(seen).not.toContain('/auth/reset-password')
    expect(seen).toContain('[hidden]')
    expect(seen).toContain('Open the link below.')
  })

  it('leaves verification links for others visible', () => {
    const verify = {
      recipient: 'ana@example.com',
      text: 'http://localhost:3000/auth/verify-email?token=abc',
    }
    expect(outboxTextFor(verify, 'nikos@example.com', '[hidden]')).toBe(verify.text)
  })
})
