/**
 * The profile page's two-factor set-up for admins: turn it on (password, then scan the QR code or
 * type the key, then confirm a code), see the backup codes once, make new ones, turn it off. The
 * forms post to /profile's action, enhanced with a fetcher and complete without JavaScript.
 */
import { KeyRound, ShieldCheck } from 'lucide'
import { useId } from 'react'
import { useActionData, useFetcher } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { FormStatus, PasswordField, TextField } from '~/components/auth/auth-form'
import { Button } from '~/components/ui/button'
import type { TwoFactorResult } from '~/domain/auth/two-factor'

interface Props {
  enabled: boolean
  required: boolean
  /** Renders the card's frame (the profile page's Card). */
  frame: (children: React.ReactNode) => React.ReactNode
}

/** Splits a key into groups of four characters, easier to type from the screen. */
function grouped(secret: string) {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}

/** Greek labels of these actions are longer than a phone is wide: they wrap instead. */
const WRAPPING = 'h-auto min-h-10 whitespace-normal py-2 text-left'

export function TwoFactorCard({ enabled, required, frame }: Props) {
  const { t } = useTranslation()
  const fetcher = useFetcher<TwoFactorResult>({ key: 'two-factor' })
  const posted = useActionData<TwoFactorResult>()
  const result = fetcher.data ?? posted
  const busy = fetcher.state !== 'idle'
  const id = useId()

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void fetcher.submit(new FormData(event.currentTarget), { method: 'post', action: '/profile' })
  }
  const failedFor = (intent: string) =>
    result && !result.ok && result.intent === intent ? result : undefined

  let body: React.ReactNode
  const setup = result?.step === 'confirm' ? result : undefined
  if (setup && 'qrSvg' in setup && setup.qrSvg && setup.uri) {
    const failed = failedFor('two-factor-confirm')
    body = (
      <div className="space-y-4">
        <p className="text-sm">{t('profile.twoFactor.scanIntro')}</p>
        <div
          role="img"
          aria-label={t('profile.twoFactor.qrLabel')}
          className="size-48 rounded-lg border border-border bg-white p-2 [&>svg]:size-full"
          // SVG markup made on our server by the QR library from the otpauth:// address.
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <div>
          <p className="text-sm font-medium" id={`${id}-secret-label`}>
            {t('profile.twoFactor.secretLabel')}
          </p>
          <p
            aria-labelledby={`${id}-secret-label`}
            className="mt-1 break-all font-mono text-base"
            data-testid="two-factor-secret"
          >
            {grouped(setup.secret ?? '')}
          </p>
        </div>
        <fetcher.Form
          method="post"
          action="/profile"
          onSubmit={submit}
          noValidate
          className="space-y-4"
        >
          <input type="hidden" name="intent" value="two-factor-confirm" />
          <input type="hidden" name="uri" value={setup.uri} />
          <TextField
            id={`${id}-code`}
            name="code"
            label={t('profile.twoFactor.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            className="max-w-60"
            error={failed?.message}
          />
          <Button type="submit" className={WRAPPING} disabled={busy}>
            {busy ? t('profile.twoFactor.confirming') : t('profile.twoFactor.confirm')}
          </Button>
        </fetcher.Form>
      </div>
    )
  } else if (result?.ok && (result.step === 'enabled' || result.step === 'codes')) {
    body = (
      <div className="space-y-4">
        {result.step === 'enabled' ? (
          <FormStatus>{t('profile.twoFactor.enabled')}</FormStatus>
        ) : null}
        <h3 className="font-semibold">{t('profile.twoFactor.backupTitle')}</h3>
        <p className="text-sm">{t('profile.twoFactor.backupIntro')}</p>
        <ul
          aria-label={t('profile.twoFactor.backupTitle')}
          className="grid grid-cols-2 gap-2 font-mono text-base"
        >
          {result.backupCodes.map((code) => (
            <li key={code} className="rounded border border-border px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
      </div>
    )
  } else if (enabled) {
    const codesFailed = failedFor('two-factor-codes')
    const offFailed = failedFor('two-factor-disable')
    body = (
      <div className="space-y-6">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Icon icon={ShieldCheck} aria-hidden="true" className="size-5 text-primary" />
          {t('profile.twoFactor.isOn')}
        </p>
        <fetcher.Form
          method="post"
          action="/profile"
          onSubmit={submit}
          noValidate
          className="space-y-3"
        >
          <input type="hidden" name="intent" value="two-factor-codes" />
          <PasswordField
            id={`${id}-codes-password`}
            name="password"
            autoComplete="current-password"
            label={t('profile.twoFactor.passwordLabel')}
            error={codesFailed?.message}
          />
          <p className="text-sm text-muted-foreground">{t('profile.twoFactor.newCodesHint')}</p>
          <Button type="submit" className={WRAPPING} variant="outline" disabled={busy}>
            {t('profile.twoFactor.newCodes')}
          </Button>
        </fetcher.Form>
        {required ? null : (
          <fetcher.Form
            method="post"
            action="/profile"
            onSubmit={submit}
            noValidate
            className="space-y-3"
          >
            <input type="hidden" name="intent" value="two-factor-disable" />
            <PasswordField
              id={`${id}-off-password`}
              name="password"
              autoComplete="current-password"
              label={t('profile.twoFactor.passwordLabel')}
              error={offFailed?.message}
            />
            <Button type="submit" className={WRAPPING} variant="outline" disabled={busy}>
              {t('profile.twoFactor.turnOff')}
            </Button>
          </fetcher.Form>
        )}
      </div>
    )
  } else {
    const failed = failedFor('two-factor-enable')
    body = (
      <div className="space-y-4">
        {result?.ok && result.step === 'disabled' ? (
          <FormStatus>{t('profile.twoFactor.turnedOff')}</FormStatus>
        ) : null}
        <p
          className={
            required
              ? 'rounded-lg border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-medium text-danger'
              : 'text-sm'
          }
        >
          {required ? t('profile.twoFactor.required') : t('profile.twoFactor.isOff')}
        </p>
        <fetcher.Form
          method="post"
          action="/profile"
          onSubmit={submit}
          noValidate
          className="space-y-3"
        >
          <input type="hidden" name="intent" value="two-factor-enable" />
          <PasswordField
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            label={t('profile.twoFactor.passwordLabel')}
            error={failed?.message}
          />
          <Button type="submit" className={WRAPPING} disabled={busy}>
            <Icon icon={KeyRound} aria-hidden="true" />
            {busy ? t('profile.twoFactor.checking') : t('profile.twoFactor.start')}
          </Button>
        </fetcher.Form>
      </div>
    )
  }
  return frame(body)
}
