/** Node's flags for the production server (see server-command.mjs). */
export const SERVER_NODE_FLAGS: string[]
/** Arguments for `node` (process.execPath) that start the built server. */
export const SERVER_ARGS: string[]
