/** Node's flags for the production server (see server-command.mjs). */
export const SERVER_NODE_FLAGS: string[]
/** Arguments for `node` (process.execPath) that start the built server. */
export const SERVER_ARGS: string[]
/** Arguments for `node` that start the development server (see server-command.mjs). */
export const DEV_SERVER_ARGS: string[]
/** Environment variables the production server starts with (see server-command.mjs). */
export const SERVER_ENV: Record<string, string>
/** SERVER_ENV as the `NAME=value` assignments that begin `npm start`'s command line. */
export const SERVER_ENV_PREFIX: string
