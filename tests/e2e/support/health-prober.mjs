// Asks a server's /healthz every 100 ms and prints one line per answer: `<ms> <status>`, or
// `<ms> error <message>`. It runs in a process of its own so that the time measured is the
// server's, not the delay of a test process that is itself busy sending large bodies.
//   node tests/e2e/support/health-prober.mjs http://127.0.0.1:PORT
const [base] = process.argv.slice(2)
process.stdin.on('end', () => process.exit(0))
process.stdin.resume()
for (;;) {
  const started = performance.now()
  let outcome
  try {
    const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) })
    await response.arrayBuffer()
    outcome = String(response.status)
  } catch (error) {
    outcome = `error ${String(error).replace(/\s+/g, ' ')}`
  }
  process.stdout.write(`${(performance.now() - started).toFixed(1)} ${outcome}\n`)
  await new Promise((resolve) => setTimeout(resolve, 100))
}
