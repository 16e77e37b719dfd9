/** Global teardown: the run's data directories, stored sessions and copies go once every worker has stopped. */
import fs from 'node:fs'

export default function removeRunDir() {
  const dir = process.env.E2E_RUN_DIR
  if (dir && !process.env.E2E_KEEP_RUN_DIR) fs.rmSync(dir, { recursive: true, force: true })
}
