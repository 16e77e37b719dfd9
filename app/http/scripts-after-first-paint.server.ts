/** Moved to app/http/delivery; kept here for the browser tests' support, which import it. */
export { INERT_TYPE } from './delivery/scripts-after-first-paint.server'
