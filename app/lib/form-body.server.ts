/**
 * TEMPORARY: reading a page action's form lives in app/http/form-body.server.ts (it answers with
 * React Router responses). This re-export keeps the content modules that are being rewritten
 * compiling; it goes, with its entry in the temporary block of eslint.config.js, once they import
 * ~/http/form-body.server.
 */
export * from '~/http/form-body.server'
