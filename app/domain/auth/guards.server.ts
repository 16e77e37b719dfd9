/**
 * TEMPORARY: the guards live in app/http/guards.server.ts (they read React Router's context).
 * This re-export keeps the content modules that are being rewritten compiling; it goes, with
 * its entry in the temporary block of eslint.config.js, once they import ~/http/guards.server.
 */
export * from '~/http/guards.server'
