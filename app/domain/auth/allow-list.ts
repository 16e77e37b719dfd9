/**
 * Who may sign in or sign up at all (only the foundation's admins have accounts): the ADMIN_EMAILS
 * allow-list, compared trimmed and lowercased. Without ADMIN_EMAILS the local demo (embedded
 * database, demo content on, not served over https) creates and lets in its two demo accounts, so
 * that a fresh clone has a ready admin; anywhere else nobody gets in until the operator sets the
 * list, and no demo account is ever created.
 */
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.org', password: 'demo-admin-password', role: 'admin' },
  { email: 'user@example.org', password: 'demo-user-password', role: 'user' },
] as const

export interface AllowListConfig {
  ADMIN_EMAILS: string[]
  SEED_DEMO: boolean
  BASE_URL?: string | undefined
  DATABASE_URL?: string | undefined
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

export function demoAccountsAllowed(config: AllowListConfig) {
  return (
    config.ADMIN_EMAILS.length === 0 &&
    config.SEED_DEMO &&
    !config.DATABASE_URL &&
    !config.BASE_URL?.startsWith('https:')
  )
}

export function allowedEmails(config: AllowListConfig): string[] {
  if (config.ADMIN_EMAILS.length > 0) return config.ADMIN_EMAILS.map(normalizeEmail)
  return demoAccountsAllowed(config) ? DEMO_ACCOUNTS.map((account) => account.email) : []
}

export function isAllowedEmail(config: AllowListConfig, email: unknown): boolean {
  if (typeof email !== 'string') return false
  const normalized = normalizeEmail(email)
  return normalized !== '' && allowedEmails(config).includes(normalized)
}
