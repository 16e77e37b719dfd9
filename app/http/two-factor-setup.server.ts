/**
 * Two-factor set-up from the profile page, through Better Auth's two-factor plugin on the server
 * (so that it also works without JavaScript):
 *   enable   password -> a new authenticator secret, shown as a QR code and as a key to type
 *   confirm  a code from the app -> two-factor sign-in is on; the backup codes are shown once
 *   codes    password -> new backup codes (the old ones stop working), shown once
 *   disable  password -> two-factor sign-in is off
 * Better Auth replaces the session cookie when it turns two-factor on or off: the answers carry
 * its Set-Cookie headers.
 */
import { data, type RouterContextProvider } from 'react-router'

import { i18nContext, requestContext } from '~/context.server'
import { authResponse } from '~/domain/auth/auth-errors.server'
import type { SessionUser } from '~/domain/auth/auth-state'
import type { TwoFactorIntent, TwoFactorResult } from '~/domain/auth/two-factor'
import { authCall } from './auth-call.server'

/** The QR code (SVG markup made here, from our own data) and the key of an otpauth:// URI. */
async function setupView(uri: string) {
  const secret = new URL(uri).searchParams.get('secret') ?? ''
  // Loaded here, not at start: qrcode and its PNG encoder are about 60 modules, for a page few open.
  const { default: QRCode } = await import('qrcode')
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { qrSvg, secret, uri }
}

function isTotpUri(value: string) {
  return /^otpauth:\/\/totp\/[^\s]*\?[^\s]*secret=[A-Z2-7]+/i.test(value) && value.length < 500
}

async function codeOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { code?: unknown }
    return typeof body.code === 'string' ? body.code : ''
  } catch {
    return ''
  }
}

function cookiesOf(response: Response) {
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return headers
}

export async function runTwoFactorIntent(
  context: Readonly<RouterContextProvider>,
  request: Request,
  user: SessionUser,
  intent: TwoFactorIntent,
  form: FormData,
) {
  const { t } = context.get(i18nContext)
  const logger = context.get(requestContext).logger
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const { auth, headers } = authCall(context, request)
  const refuse = (status: number, result: Extract<TwoFactorResult, { ok: false }>) =>
    data<TwoFactorResult>(result, { status })

  if (intent === 'two-factor-confirm') {
    const code = field('code').replace(/\s+/g, '')
    const uri = field('uri')
    // On a refusal the page shows the same QR code again (no JavaScript keeps it otherwise).
    const again = isTotpUri(uri) ? await setupView(uri) : {}
    if (!/^\d{6}$/.test(code)) {
      return refuse(400, {
        ok: false,
        step: 'confirm',
        intent,
        field: 'code',
        message: t(code ? 'profile.twoFactor.wrongCode' : 'profile.twoFactor.codeRequired'),
        ...again,
      })
    }
    const response = await authResponse(() =>
      auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }),
    )
    if (!response.ok) {
      const known = (await codeOf(response)) === 'INVALID_CODE'
      if (!known) logger.warn({ status: response.status }, 'confirming two-factor sign-in failed')
      return refuse(response.status, {
        ok: false,
        step: 'confirm',
        intent,
        field: 'code',
        message: t(known ? 'profile.twoFactor.wrongCode' : 'profile.twoFactor.failed'),
        ...again,
      })
    }
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: user.id } })
    logger.info({ userId: user.id }, 'two-factor sign-in turned on')
    return data<TwoFactorResult>(
      { ok: true, step: 'enabled', backupCodes },
      { headers: cookiesOf(response) },
    )
  }

  const password = field('password')
  if (!password)
    return refuse(400, {
      ok: false,
      step: 'password',
      intent,
      field: 'password',
      message: t('profile.twoFactor.passwordRequired'),
    })
  const response = await authResponse(() => {
    if (intent === 'two-factor-enable')
      return auth.api.enableTwoFactor({ body: { password }, headers, asResponse: true })
    if (intent === 'two-factor-codes')
      return auth.api.generateBackupCodes({ body: { password }, headers, asResponse: true })
    return auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true })
  })
  if (!response.ok) {
    const code = await codeOf(response)
    if (code !== 'INVALID_PASSWORD')
      logger.warn({ status: response.status, code, intent }, 'two-factor set-up refused')
    return refuse(response.status, {
      ok: false,
      step: 'password',
      intent,
      field: 'password',
      message: t(
        code === 'INVALID_PASSWORD'
          ? 'profile.twoFactor.wrongPassword'
          : 'profile.twoFactor.failed',
      ),
    })
  }
  const cookies = cookiesOf(response)
  if (intent === 'two-factor-enable') {
    const { totpURI } = (await response.json()) as { totpURI: string }
    return data<TwoFactorResult>(
      { ok: true, step: 'confirm', ...(await setupView(totpURI)) },
      { headers: cookies },
    )
  }
  if (intent === 'two-factor-codes') {
    const { backupCodes } = (await response.json()) as { backupCodes: string[] }
    logger.info({ userId: user.id }, 'new backup codes made')
    return data<TwoFactorResult>({ ok: true, step: 'codes', backupCodes }, { headers: cookies })
  }
  logger.info({ userId: user.id }, 'two-factor sign-in turned off')
  return data<TwoFactorResult>({ ok: true, step: 'disabled' }, { headers: cookies })
}
