/**
 * What a guarded page shows when requireAdmin refuses (HTTP 401 or 403): the
 * guard's translated message ('Admin access required.', 'You must be logged in.') and the way on.
 *
 * In a route module:
 *   export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
 *     const refusal = guardRefusalOf(error)
 *     if (refusal) return <AccessDenied refusal={refusal} />
 *     ...
 *   }
 */
import { LockKeyhole } from 'lucide'
import { isRouteErrorResponse, Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import { isGuardRefusal, type GuardRefusal } from '~/domain/auth/auth-state'
import { useRootData } from '~/components/use-root-data'

/** The guard's refusal carried by a route error, or null for any other error. */
export function guardRefusalOf(error: unknown): GuardRefusal | null {
  if (
    isRouteErrorResponse(error) &&
    (error.status === 401 || error.status === 403) &&
    isGuardRefusal(error.data)
  ) {
    return error.data
  }
  return null
}

export function AccessDenied({ refusal }: { refusal: GuardRefusal }) {
  const { t } = useTranslation()
  const { auth, siteName } = useRootData()
  const signedIn = Boolean(auth.user)
  // A signed-out visitor can fix it by signing in; a signed-in non-admin cannot.
  const hint =
    refusal.guard === 'two-factor-required'
      ? t('auth.accessDenied.twoFactorHint')
      : signedIn && refusal.guard === 'admin-required'
        ? t('auth.accessDenied.adminHint')
        : t('auth.accessDenied.signInHint')
  return (
    <section
      className="mx-auto max-w-xl px-4 py-20 text-center"
      aria-labelledby="access-denied-title"
    >
      {/* The route's meta has no loader data when its guard refused: React puts this in <head>. */}
      <title>{siteName ? `${refusal.message} | ${siteName}` : refusal.message}</title>
      <Icon icon={LockKeyhole} aria-hidden="true" className="mx-auto size-12 text-primary" />
      <h1 id="access-denied-title" className="mt-4 text-2xl font-bold">
        {refusal.message}
      </h1>
      <p className="mt-3 text-muted-foreground">{hint}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedIn ? null : (
          <Button asChild>
            <Link to="/auth">{t('auth.accessDenied.signIn')}</Link>
          </Button>
        )}
        {refusal.guard === 'two-factor-required' ? (
          <Button asChild>
            <Link to="/profile#two-factor">{t('auth.accessDenied.setUpTwoFactor')}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/">{t('auth.accessDenied.home')}</Link>
        </Button>
      </div>
    </section>
  )
}
