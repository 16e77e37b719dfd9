// Prints line coverage per top-level folder (app/components, app/routes, server, ...) from the
// summary that `vitest --coverage` writes (coverage/coverage-summary.json). The floors that fail
// `npm test` are in vitest.config.ts; this makes the figures behind them visible in every run.
import fs from 'node:fs'
import path from 'node:path'

const summary = JSON.parse(fs.readFileSync('coverage/coverage-summary.json', 'utf8'))
const folders = new Map()
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue
  const parts = path.relative(process.cwd(), file).split(path.sep)
  const folder =
    parts[0] === 'app' && parts.length > 2
      ? `${parts[0]}/${parts[1]}`
      : parts[0] === 'app'
        ? 'app (root files)'
        : parts[0]
  const sum = folders.get(folder) ?? { covered: 0, total: 0 }
  sum.covered += figures.lines.covered
  sum.total += figures.lines.total
  folders.set(folder, sum)
}
console.log('\nLine coverage by folder:')
for (const [folder, { covered, total }] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `  ${folder.padEnd(22)} ${((100 * covered) / Math.max(total, 1)).toFixed(1).padStart(5)} %  (${covered}/${total} lines)`,
  )
}
console.log(`  ${'all'.padEnd(22)} ${summary.total.lines.pct.toFixed(1).padStart(5)} %`)
