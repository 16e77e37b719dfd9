// nginx for the benchmarks: the static ceiling of `npm run bench` and the HTTPS proxy of
// `npm run bench:lighthouse`. One worker in the foreground, everything it writes (pid, log,
// temporary files) inside the run's own directory, so it needs no root and leaves nothing behind.
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'

/** Whether `command` is on the PATH. */
export function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/**
 * Starts nginx with `httpDirectives` as the contents of its `http` block, in `dir` (made by the
 * caller, who may have put files there for it). `stop()` ends it and, once it has exited,
 * removes `dir`: removed while nginx was still shutting down, the directory was found again
 * after the run, empty and owned by nginx's worker user.
 */
export function startNginx(dir, httpDirectives) {
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  ${httpDirectives} }`,
  )
  // Debian installs it in /usr/sbin, which is not on every user's PATH.
  const binary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  const child = spawn(binary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' })
  return {
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit')
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
