/**
 * What the HTTP server hands to every loader, action and middleware (React Router context).
 * Route modules read it with `context.get(servicesContext)` / `context.get(requestContext)`.
 */
import type { Translator } from './i18n/translator'
import { createContext } from 'react-router'

import type { Config } from './config.server'
import type { AnalyticsCounter } from './domain/analytics.server'
import type { Database } from './db/client.server'
import type { VersionedMemo } from './db/versioned-memo.server'
import type { Lang } from './i18n/languages'
import type { Logger } from './logger.server'

export interface Services {
  config: Config
  database: Database
  logger: Logger
  /** Set on SIGTERM/SIGINT while in-flight requests finish. */
  shuttingDown?: boolean
  /**
   * Reads every page repeats, kept until the content version moves (absent in tests that build
   * their own services: those read the database each time).
   */
  publicReads?: VersionedMemo
  /** Counts page views, searches and timer starts into daily totals (absent when ANALYTICS is off and in most tests). */
  analytics?: AnalyticsCounter
  /** Publishes scheduled content on time; told after each save (absent in tests that need no timing). */
  publication?: { poke(): void }
  /** Sends newsletters from their queue; told when one is due now (absent in most tests). */
  newsletterSender?: { poke(): void }
}

export interface RequestInfo {
  requestId: string
  /** Per-request CSP nonce for the inline scripts React Router renders. */
  nonce: string
  logger: Logger
  /** The client's address (Express `req.ip`, which honours TRUST_PROXY); '' when unknown. */
  clientIp: string
  /** Leaves this request out of the visitor statistics (a member of the site's team). */
  notCounted?: () => void
}

export const servicesContext = createContext<Services>()
export const requestContext = createContext<RequestInfo>()
/** Set by the root middleware from ?lang=, the cookie or Accept-Language. */
export const langContext = createContext<Lang>('en')
/** The request's translator (also used by entry.server to render). */
export const i18nContext = createContext<Translator>()
