/**
 * The code an authenticator app shows now for an otpauth:// address or its Base32 key, computed
 * with the TOTP implementation Better Auth itself uses (RFC 6238: SHA-1, 6 digits, 30 seconds).
 */
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

const PERIOD_MS = 30_000

function keyOf(uriOrKey: string) {
  const key = uriOrKey.startsWith('otpauth://')
    ? (new URL(uriOrKey).searchParams.get('secret') ?? '')
    : uriOrKey
  return key.replace(/\s+/g, '').toUpperCase()
}

/** The code of the 30-second step `offset` steps from now (the server accepts -1, 0 and +1). */
export async function totpAt(uriOrKey: string, offset: number): Promise<string> {
  const otp = createOTP(base32.decode(keyOf(uriOrKey)))
  return otp.hotp(Math.floor(Date.now() / PERIOD_MS) + offset)
}

export async function currentTotp(uriOrKey: string): Promise<string> {
  return totpAt(uriOrKey, 0)
}

const handedOut = new Map<string, Set<string>>()

/**
 * A code the server accepts now that this test process has not used before for this key: the
 * server refuses a code accepted once for as long as it stays valid. When the current step and
 * its neighbours are all used, waits for the next step (at most 30 seconds).
 */
export async function freshTotp(uriOrKey: string): Promise<string> {
  const key = keyOf(uriOrKey)
  const used = handedOut.get(key) ?? new Set<string>()
  handedOut.set(key, used)
  for (;;) {
    // The previous step's code only while the current step has seconds to run: near its end
    // that code would be two steps old, and refused, by the time the server checks it.
    const left = PERIOD_MS - (Date.now() % PERIOD_MS)
    for (const offset of left > 5_000 ? [0, 1, -1] : [0, 1]) {
      const code = await totpAt(key, offset)
      if (!used.has(code)) {
        used.add(code)
        return code
      }
    }
    const next = (Math.floor(Date.now() / PERIOD_MS) + 1) * PERIOD_MS
    await new Promise((resolve) => setTimeout(resolve, next - Date.now() + 50))
  }
}

/** A 6-digit code that is not the current one (nor the neighbours the server accepts for clock drift). */
export async function wrongTotp(uriOrKey: string): Promise<string> {
  const right = Number(await currentTotp(uriOrKey))
  return String((right + 500_000) % 1_000_000).padStart(6, '0')
}
