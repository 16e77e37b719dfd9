/**
 * The HTTP server: configuration, database, Express middleware and React Router, start and
 * graceful shutdown. Bundled by Vite into build/server/index.js (see vite.config.ts).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import helmet from 'helmet'
import { pinoHttp } from 'pino-http'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'

import { ConfigError, parseConfig, type Config } from '~/config.server'
import { requestContext, servicesContext, type Services } from '~/context.server'
import { openDatabase, PING_TIMEOUT_MS, type Database } from '~/db/client.server'
import { DataDirLockedError } from '~/db/data-dir-lock.server'
import { runMigrations } from '~/db/migrate.server'
import { writeBackup } from '~/db/backup.server'
import { backupDirOf, startDailyBackups } from '~/db/backup-schedule.server'
import { startControlSocket } from '~/db/control-socket.server'
import { startDatabaseMaintenance } from '~/db/maintenance.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { seedFixedPages } from '~/domain/fixed-pages.server'
import { prepareAccounts } from '~/domain/auth/account-start.server'
import { startPublicationScheduler } from '~/domain/publication-scheduler.server'
import { startReviewReminders } from '~/domain/review-reminders.server'
import { startNewsletterSender } from '~/domain/newsletter/sender.server'
import { currentSiteSettings, initSiteSettingsOnce } from '~/domain/site-settings.server'
import { createAnalyticsCounter } from '~/domain/analytics.server'
import { createLogger, type Logger } from '~/logger.server'
import { readContentVersion } from '~/db/content-version.server'
import { createContentVersionFeed } from '~/db/content-version-feed.server'
import { createVersionedMemo } from '~/db/versioned-memo.server'
import { deliveryMisses } from '~/http/delivery/index.server'
import { errorHandler } from './error-handler'
import { PageCache } from './page-cache'
import { publicFilesOf } from './public-files'
import { NOT_COUNTED, pageViewCounter } from './page-view-counter'
import {
  createPageRequestHandler,
  sharedCacheControl,
  type PageCaching,
} from './page-request-handler'
import { createRenderQueue } from './render-queue'
import { requestGuards } from './request-guards'
import { contentSecurityPolicy, withoutDocumentHeaders } from './security-headers'

/**
 * How often the connection that receives content version notifications must answer: how long a
 * connection cut off without being closed can go unnoticed while other instances write.
 */
const CONTENT_VERSION_HEARTBEAT_MS = 2_000

export interface StartOptions {
  vite?: ViteDevServer
  env?: Record<string, string | undefined>
}

export async function openServices(config: Config, logger: Logger): Promise<Services> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    timeouts: {
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    },
  })
  try {
    await runMigrations(database, async (db) => {
      if (config.SEED_DEMO) {
        const seeded = await seedDemoContentOnce(db)
        if (seeded) logger.info({ seeded }, 'demo content seeded')
      }
      await prepareAccounts(config, db, logger)
      await initSiteSettingsOnce(db, config)
      await seedFixedPages(db)
    })
  } catch (error) {
    await database.close()
    throw error
  }
  return {
    config,
    database,
    logger,
    analytics: config.ANALYTICS ? createAnalyticsCounter(database.db) : undefined,
  }
}

/**
 * The Express app. `loadedBuild` is the production build already imported (startServer passes
 * it); without one the build is imported when the first page is asked for.
 */
export function createApp(services: Services, vite?: ViteDevServer, loadedBuild?: ServerBuild) {
  const { config, database, logger } = services
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.TRUST_PROXY)

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id']
        const id =
          typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming)
            ? incoming
            : crypto.randomUUID()
        res.setHeader('X-Request-Id', id)
        return id
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
    }),
  )

  app.use((_req, res, next) => {
    // While shutting down, tell keep-alive clients to go so the server can close promptly.
    if (services.shuttingDown) res.setHeader('Connection', 'close')
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
    next()
  })
  // The profile page embeds the analytics dashboard an admin may change at any time: its origin
  // joins that page's frame-src from the current site settings, not from the start-up ones.
  app.use(['/profile', '/profile.data'], async (_req, res, next) => {
    try {
      res.locals.analyticsDashboardUrl = (
        await currentSiteSettings(services)
      ).values.analyticsDashboardUrl
      next()
    } catch (error) {
      next(error)
    }
  })
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(config, Boolean(vite)),
      },
      // Cross-origin isolation would block the YouTube privacy-enhanced embeds.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.BASE_URL?.startsWith('https:') ? undefined : false,
      // Nothing leaks to other sites, and our own form posts keep their Origin: under
      // 'no-referrer' browsers send `Origin: null`, which React Router refuses as a possible
      // CSRF, so forms would fail without JavaScript.
      referrerPolicy: { policy: 'same-origin' },
    }),
  )
  app.use(compression())
  // NUL bytes, cross-site writes and body limits, before any route reads anything.
  app.use(requestGuards(config))

  app.get('/healthz', async (_req, res) => {
    try {
      await database.ping()
      // Documents the delivery transforms did not recognise: above 0 after a React Router upgrade.
      res.status(200).json({ status: 'ok', deliveryMisses: deliveryMisses() })
    } catch (error) {
      logger.error({ err: error }, 'health check failed')
      res.status(503).json({ status: 'unavailable' })
    }
  })

  let build: ServerBuild | (() => Promise<ServerBuild>)
  if (vite) {
    app.use(vite.middlewares)
    // Development: ask Vite on every request, so edits show without a restart.
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
  } else {
    const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
    // Hashed file names: cache for a year, never revalidate. Scripts and styles have a brotli
    // copy made by the build (scripts/precompress-assets-plugin.ts), sent to browsers that take
    // it; the others get the file, compressed on the way like any answer. Scripts, styles and
    // fonts go without the headers only a document reads (server/security-headers.ts).
    app.use(
      '/assets',
      expressStaticGzip(path.join(clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br'],
        index: false,
        serveStatic: {
          immutable: true,
          maxAge: '1y',
          index: false,
          setHeaders: withoutDocumentHeaders,
        },
      }),
    )
    const servePublicFile = express.static(clientDir, {
      maxAge: '1h',
      index: false,
      // The service worker's script is checked on every visit, so a new deployment replaces it.
      setHeaders: (res, file) => {
        if (path.basename(file) === 'sw.js') res.setHeader('Cache-Control', 'no-cache')
      },
    })
    // Only paths the build holds reach the file system: asking it about every page's path cost a
    // stat and an error object per page.
    const publicFiles = publicFilesOf(clientDir)
    app.use((req, res, next) =>
      publicFiles.has(req.path) ? servePublicFile(req, res, next) : next(),
    )
    // Production: the loaded build itself. Handed a function, React Router rebuilds its request
    // handler (route tree, manifest) on every request.
    build = loadedBuild ?? (() => import('virtual:react-router/server-build'))
  }

  // Counted in front of the page cache, so cached pages count like rendered ones.
  if (services.analytics)
    app.use(pageViewCounter(services.analytics, { countryHeader: config.COUNTRY_HEADER }))

  // The content version in memory, moved by the database's notifications: the page cache and the
  // reads every page repeats (site settings, the home page's lists) are kept against it.
  const versions = createContentVersionFeed({
    read: () => readContentVersion(database.db),
    listen: database.listen,
    remote: database.kind === 'postgres',
    heartbeatMs: database.kind === 'postgres' ? CONTENT_VERSION_HEARTBEAT_MS : 0,
    heartbeatTimeoutMs: PING_TIMEOUT_MS,
    onLost: (error) =>
      logger.warn(
        { err: error },
        'no content version notifications; reading the version for each page until they are back',
      ),
    onLive: () => logger.debug('content version notifications live'),
  })
  services.publicReads = createVersionedMemo(() => versions.get())

  // Development renders every time, so edits to the code show at once.
  const caching: PageCaching | undefined =
    vite || config.PAGE_CACHE_MB === 0
      ? undefined
      : {
          pages: new PageCache(config.PAGE_CACHE_MB * 1024 * 1024),
          versions,
          sharedCacheControl: sharedCacheControl(config.CDN_MAX_AGE),
          logger,
        }

  // Page renders take turns on the embedded database, which shares their thread (decision 0028);
  // a PostgreSQL server answers while the next page renders, so there they all start at once.
  const renderConcurrency = config.RENDER_CONCURRENCY ?? (database.kind === 'postgres' ? 0 : 4)
  const renders = renderConcurrency > 0 ? createRenderQueue(renderConcurrency) : undefined

  app.use(
    createPageRequestHandler({
      build,
      mode: vite ? 'development' : 'production',
      caching,
      renders,
      getLoadContext(req, res) {
        const requestId = String(req.id)
        return new RouterContextProvider(
          new Map<unknown, unknown>([
            [servicesContext, services],
            [
              requestContext,
              {
                requestId,
                nonce: res.locals.cspNonce as string,
                logger: req.log,
                clientIp: req.ip ?? '',
                notCounted: () => {
                  res.locals[NOT_COUNTED] = true
                },
              },
            ],
          ]) as ConstructorParameters<typeof RouterContextProvider>[0],
        )
      },
    }),
  )
  // Whatever went wrong above answers as the site's own error, never as Express's default page.
  app.use(errorHandler(logger))
  return app
}

/** @public Loaded by server/index.js from the built bundle, which knip cannot follow. */
export async function startServer(options: StartOptions = {}) {
  let config: Config
  try {
    config = parseConfig(options.env ?? process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const logger = createLogger(config.LOG_LEVEL)

  // The page build (about 1.8 MB) loads while the database starts: 50 to 100 ms off the cold
  // start (decision 0021). A failure surfaces where it is awaited, after the database's own.
  const loadingBuild = options.vite
    ? undefined
    : (import('virtual:react-router/server-build') as Promise<ServerBuild>)
  loadingBuild?.catch(() => {})
  let services: Services
  try {
    services = await openServices(config, logger)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    logger.fatal({ err: error }, 'could not open the database')
    process.exit(1)
  }

  const build = await loadingBuild
  const app = createApp(services, options.vite, build)
  const server = http.createServer(app)
  server.keepAliveTimeout = 65_000
  try {
    await listen(server, config.PORT, config.HOST)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      console.error(listenFailure(code, config.HOST, config.PORT))
      await closeDatabase(services.database, logger)
      process.exit(1)
    }
    throw error
  }
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  logger.info(
    {
      port,
      database: services.database.kind,
      dataDir: services.database.kind === 'pglite' ? path.resolve(config.DATA_DIR) : undefined,
    },
    `listening on http://localhost:${port}`,
  )

  services.analytics?.start((error) =>
    logger.error({ err: error }, 'could not write the statistics; kept for the next minute'),
  )
  const publication = startPublicationScheduler(services.database.db, logger)
  services.publication = publication
  const maintenance = startDatabaseMaintenance(services.database, logger)
  const newsletterSender = startNewsletterSender(services, logger)
  services.newsletterSender = newsletterSender
  const reviewReminders = config.REVIEW_REMINDERS
    ? startReviewReminders(services, logger)
    : undefined
  const backupDir = backupDirOf(config)
  const dailyBackups =
    config.BACKUP_KEEP > 0
      ? startDailyBackups(services.database, backupDir, config.BACKUP_KEEP, logger)
      : undefined
  // `npm run backup` asks this process for a backup of the embedded database it holds.
  const control =
    services.database.kind === 'pglite'
      ? await startControlSocket(config.DATA_DIR, {
          backup: (file, options) => writeBackup(services.database, file, options),
        }).catch((error: unknown) => {
          logger.warn(
            { err: error },
            'no control socket: npm run backup works only while the server is stopped',
          )
          return undefined
        })
      : undefined

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    services.shuttingDown = true
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => server.closeAllConnections(), 10_000)
    force.unref()
    server.close(async () => {
      clearTimeout(force)
      dailyBackups?.stop()
      reviewReminders?.stop()
      maintenance.stop()
      // A round in flight finishes before the database closes under it.
      await publication.stop()
      // The mail in hand is recorded before the database closes (nothing is sent twice).
      await newsletterSender.stop()
      await services.analytics?.stop().catch((error: unknown) => {
        logger.error({ err: error }, 'could not write the last statistics')
      })
      await control?.close()
      await closeDatabase(services.database, logger)
      logger.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
    void options.vite?.close()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
  return server
}

function listen(server: http.Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/** One line an operator can act on, instead of a stack trace. */
export function listenFailure(code: string, host: string, port: number) {
  const where = `${host}:${port}`
  if (code === 'EADDRINUSE')
    return `Port ${port} is already in use (${where}): stop the other program or set PORT to a free port.`
  if (code === 'EACCES')
    return `Not allowed to listen on ${where}: choose a PORT above 1023 or run with the needed permission.`
  return `Cannot listen on ${where}: HOST is not an address of this machine.`
}

async function closeDatabase(database: Database, logger: Logger) {
  try {
    await database.close()
  } catch (error) {
    logger.error({ err: error }, 'error while closing the database')
  }
}
