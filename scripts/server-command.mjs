// How the production server is started: `npm start` (package.json), the browser tests, the
// benchmarks and the JavaScript budget all start it the same way, so what they measure is what
// runs. A unit test (server-command.test.ts) keeps package.json's start script in step.
//
// --max-semi-space-size=16: the young generation's semi-spaces at 16 MB, the size Node used
// before it began sizing them from the machine's memory (which gives 64 MB semi-spaces here).
// The server's short-lived garbage (a rendered page, a query's rows) fits well within 16 MB, and
// the larger spaces only held memory: about 100 MB of resident memory less, idle and under load
// (decision 0010).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16']

/** Arguments for `node` (process.execPath) that start the built server. */
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, 'server/index.js']

/**
 * Arguments for `node` that start the development server (`npm run dev`, Vite with hot reload).
 * --conditions=development: Vite resolves the app's own imports of React Router to its
 * development build; packages that Node loads itself (@react-router/express) must get the same
 * one, or two React Router instances meet and every request fails.
 */
export const DEV_SERVER_ARGS = ['--conditions=development', 'server/index.js', '--dev']
