/**
 * Where the links in account e-mails (verification, password reset) point. Only the
 * configuration decides: BASE_URL, or, in local development without it, this machine on the
 * configured PORT. Request headers (Host, X-Forwarded-Host) are never used: anyone can send them.
 */
import type { Config } from '~/config.server'

export function mailOrigin(config: Pick<Config, 'BASE_URL' | 'PORT'>): string {
  if (config.BASE_URL) return new URL(config.BASE_URL).origin
  return `http://localhost:${config.PORT}`
}
