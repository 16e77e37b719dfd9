/** Who is signed in, as the pages and the server see it (SPEC §4 auth context). */
import type { Role } from '../constants'

export interface SessionUser {
  id: string
  email: string
  name: string
  emailVerified: boolean
}

export interface AuthState {
  user: SessionUser | null
  /** null when nobody is signed in; 'user' when the profile has no role (SPEC §4). */
  role: Role | null
  /** True only when role equals 'admin'. */
  isAdmin: boolean
}

export const SIGNED_OUT: AuthState = { user: null, role: null, isAdmin: false }

/** Data a guard throws to a page's ErrorBoundary when it refuses (401 or 403). */
export interface GuardRefusal {
  guard: 'login-required' | 'admin-required'
  message: string
}

/** Safe in the browser: ErrorBoundaries use it to tell a guard's refusal from other errors. */
export function isGuardRefusal(value: unknown): value is GuardRefusal {
  return (
    typeof value === 'object' &&
    value !== null &&
    'guard' in value &&
    (value.guard === 'login-required' || value.guard === 'admin-required') &&
    'message' in value &&
    typeof value.message === 'string'
  )
}
