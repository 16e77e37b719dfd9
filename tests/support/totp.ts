/**
 * The code an authenticator app shows now for an otpauth:// address or its Base32 key, computed
 * with the TOTP implementation Better Auth itself uses (RFC 6238: SHA-1, 6 digits, 30 seconds).
 */
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

export async function currentTotp(uriOrKey: string): Promise<string> {
  const key = uriOrKey.startsWith('otpauth://') ? (new URL(uriOrKey).searchParams.get('secret') ?? '') : uriOrKey
  return createOTP(base32.decode(key.replace(/\s+/g, '').toUpperCase())).totp()
}

/** A 6-digit code that is not the current one (nor the neighbours the server accepts for clock drift). */
export async function wrongTotp(uriOrKey: string): Promise<string> {
  const right = Number(await currentTotp(uriOrKey))
  return String((right + 500_000) % 1_000_000).padStart(6, '0')
}
