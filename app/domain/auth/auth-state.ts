/** Who is signed in, as the pages and the server see it. */
import type { Role } from '../constants'

export interface SessionUser {
  id: string
  email: string
  name: string
  emailVerified: boolean
  /** Signs in with an authenticator code (or a backup code) after the password. */
  twoFactorEnabled?: boolean
}

export interface AuthState {
  user: SessionUser | null
  /** null when nobody is signed in; 'user' when the person has no profile row (no admin role). */
  role: Role | null
  /**
   * True only when role equals 'admin' and, with REQUIRE_ADMIN_2FA, two-factor sign-in is on.
   */
  isAdmin: boolean
  /**
   * An admin or editor who must turn on two-factor sign-in (REQUIRE_ADMIN_2FA) before any admin
   * page or write works: until then only the profile page's set-up is open to them.
   */
  twoFactorSetupRequired?: boolean
}

export const SIGNED_OUT: AuthState = {
  user: null,
  role: null,
  isAdmin: false,
  twoFactorSetupRequired: false,
}

/** Data a guard throws to a page's ErrorBoundary when it refuses (401 or 403). */
export interface GuardRefusal {
  guard: 'login-required' | 'admin-required' | 'two-factor-required'
  message: string
}

/** Safe in the browser: ErrorBoundaries use it to tell a guard's refusal from other errors. */
export function isGuardRefusal(value: unknown): value is GuardRefusal {
  return (
    typeof value === 'object' &&
    value !== null &&
    'guard' in value &&
    (value.guard === 'login-required' ||
      value.guard === 'admin-required' ||
      value.guard === 'two-factor-required') &&
    'message' in value &&
    typeof value.message === 'string'
  )
}
