/** The accounts of the end-to-end server (created by create-accounts.ts before it starts). */
export const E2E_ACCOUNTS = {
  admin: { email: 'admin@example.org', password: 'demo-admin-password', role: 'admin' },
  user: { email: 'user@example.org', password: 'demo-user-password', role: 'user' },
  /** An admin of its own for the two-factor flow, so that turning it on does not touch the others. */
  guardian: { email: 'guardian@example.org', password: 'guardian-password', role: 'admin' },
  /** An admin of its own for the sessions and trusted-device checks of two-factor sign-in. */
  sentinel: { email: 'sentinel@example.org', password: 'sentinel-password', role: 'admin' },
} as const
