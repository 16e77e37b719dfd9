/**
 * The HTTP server: configuration, database, Express middleware and React Router, start and
 * graceful shutdown. Bundled by Vite into build/server/index.js (see vite.config.ts).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'
import { pinoHttp } from 'pino-http'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'

import { ConfigError, parseConfig, type Config } from '~/config.server'
import { requestContext, servicesContext, type Services } from '~/context.server'
import { openDatabase, type Database } from '~/db/client.server'
import { DataDirLockedError } from '~/db/data-dir-lock.server'
import { runMigrations } from '~/db/migrate.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { warnAboutAllowList } from '~/domain/auth/allow-list.server'
import { seedDemoAccountsOnce } from '~/domain/auth/accounts.server'
import { createLogger, type Logger } from '~/logger.server'
import { contentSecurityPolicy } from './security-headers'

export interface StartOptions {
  vite?: ViteDevServer
  env?: Record<string, string | undefined>
}

export async function openServices(config: Config, logger: Logger): Promise<Services> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    await runMigrations(database)
    if (config.SEED_DEMO) {
      const seeded = await seedDemoContentOnce(database.db)
      if (seeded) logger.info({ seeded }, 'demo content seeded')
      if (await seedDemoAccountsOnce(database.db)) logger.info('demo accounts created (see README: Accounts)')
    }
    warnAboutAllowList(config, logger)
  } catch (error) {
    await database.close()
    throw error
  }
  return { config, database, logger }
}

export function createApp(services: Services, vite?: ViteDevServer) {
  const { config, database, logger } = services
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.TRUST_PROXY)

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id']
        const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : crypto.randomUUID()
        res.setHeader('X-Request-Id', id)
        return id
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
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
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, Boolean(vite)) },
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

  app.get('/healthz', async (_req, res) => {
    try {
      await database.ping()
      res.status(200).json({ status: 'ok' })
    } catch (error) {
      logger.error({ err: error }, 'health check failed')
      res.status(503).json({ status: 'unavailable' })
    }
  })

  let build: ServerBuild | (() => Promise<ServerBuild>)
  if (vite) {
    app.use(vite.middlewares)
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
  } else {
    const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
    // Hashed file names: cache for a year, never revalidate.
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }))
    app.use(express.static(clientDir, { maxAge: '1h', index: false }))
    build = () => import('virtual:react-router/server-build')
  }

  app.use(
    createRequestHandler({
      build,
      mode: vite ? 'development' : 'production',
      getLoadContext(req, res) {
        const requestId = String(req.id)
        return new RouterContextProvider(
          new Map<unknown, unknown>([
            [servicesContext, services],
            [requestContext, { requestId, nonce: res.locals.cspNonce as string, logger: req.log, clientIp: req.ip ?? '' }],
          ]) as ConstructorParameters<typeof RouterContextProvider>[0],
        )
      },
    }),
  )
  return app
}

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

  const app = createApp(services, options.vite)
  const server = http.createServer(app)
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  logger.info(
    { port, database: services.database.kind, dataDir: services.database.kind === 'pglite' ? path.resolve(config.DATA_DIR) : undefined },
    `listening on http://localhost:${port}`,
  )

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

async function closeDatabase(database: Database, logger: Logger) {
  try {
    await database.close()
  } catch (error) {
    logger.error({ err: error }, 'error while closing the database')
  }
}
