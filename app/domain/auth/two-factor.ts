/** What the profile page's two-factor set-up posts and gets back (browser-safe types). */
export const TWO_FACTOR_INTENTS = [
  'two-factor-enable',
  'two-factor-confirm',
  'two-factor-codes',
  'two-factor-disable',
] as const
export type TwoFactorIntent = (typeof TWO_FACTOR_INTENTS)[number]

export type TwoFactorResult =
  | { ok: true; step: 'confirm'; qrSvg: string; secret: string; uri: string }
  | { ok: true; step: 'enabled' | 'codes'; backupCodes: string[] }
  | { ok: true; step: 'disabled' }
  | {
      ok: false
      step: 'confirm' | 'password'
      intent: TwoFactorIntent
      message: string
      field?: 'password' | 'code'
      qrSvg?: string
      secret?: string
      uri?: string
    }

export function isTwoFactorIntent(value: unknown): value is TwoFactorIntent {
  return (TWO_FACTOR_INTENTS as readonly unknown[]).includes(value)
}
