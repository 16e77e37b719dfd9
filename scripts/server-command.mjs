// How the production server is started: `npm start` (package.json), the browser tests, the
// benchmarks and the JavaScript budget all start it the same way, so what they measure is what
// runs. A unit test (server-command.test.ts) keeps package.json's start script in step.
// Why each setting is there, with its figures: decision 0027 (the server's memory).
//
// --max-semi-space-size=16: the young generation's semi-spaces at 16 MB, the size Node used
// before it began sizing them from the machine's memory (which gives 64 MB semi-spaces here).
// The server's short-lived garbage (a rendered page, a query's rows) fits well within 16 MB, and
// the larger spaces only held memory: about 100 MB of resident memory less, idle and under load
// (decision 0010).
// --heap-growing-percent=50: after each full collection the old generation may grow by half
// before the next one, where V8 lets it grow up to fourfold on a machine with plenty of memory.
// The server keeps about 60 MB of objects alive; under load the fourfold headroom filled with
// garbage and held 200 to 280 MB of it.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50']

// MALLOC_MMAP_THRESHOLD_: glibc's malloc hands allocations of 128 kB or more to mmap, and
// gives them back to the system when freed; by default it raises that threshold to the size of
// the largest block freed so far. V8's optimising compiler takes tens of megabytes at a time
// while it compiles the embedded database's WebAssembly, and once the threshold had risen those
// blocks came from malloc's arenas, which kept 60 MB or more of them after the compiler was
// done. A fixed threshold keeps them returnable. Linux (glibc) reads it; elsewhere it is ignored.
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' }

/** The environment assignments that start `npm start`'s command line. */
export const SERVER_ENV_PREFIX = Object.entries(SERVER_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ')

/** Arguments for `node` (process.execPath) that start the built server. */
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, 'server/index.js']

/**
 * Arguments for `node` that start the development server (`npm run dev`, Vite with hot reload).
 * --conditions=development: Vite resolves the app's own imports of React Router to its
 * development build; packages that Node loads itself (@react-router/express) must get the same
 * one, or two React Router instances meet and every request fails.
 */
export const DEV_SERVER_ARGS = ['--conditions=development', 'server/index.js', '--dev']
