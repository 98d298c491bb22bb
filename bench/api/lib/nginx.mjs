import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { freePort } from '@food/tools/ports'
import { startProcess, stopProcess } from './processes.mjs'

function findNginx() {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    try {
      execFileSync(path, ['-v'], { stdio: 'ignore' })
      return path
    } catch {
      // Not installed here; try the next place.
    }
  }
  return null
}

function nginxConfig(dir, port, upstreamPorts) {
  const temp = (name) => join(dir, 'temp', name)
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream api {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A submit must reach exactly one instance: never resend a request that may have run.
      proxy_next_upstream off;
    }
  }
}
`
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * nginx in the foreground with its config, pid, logs and temp files in dir, round robin
 * over the given API ports. Resolves { url, pid, stop } or { skipped } without nginx.
 */
export async function startNginx(dir, upstreamPorts) {
  const bin = findNginx()
  if (!bin) return { skipped: 'nginx not installed (apt-get install -y nginx)' }
  // Workers run as nobody when nginx starts as root: they must be able to write here.
  chmodSync(dir, 0o755)
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, 'temp', name), { recursive: true })
    chmodSync(join(dir, 'temp', name), 0o777)
  }
  const port = await freePort()
  const configFile = join(dir, 'nginx.conf')
  writeFileSync(configFile, nginxConfig(dir, port, upstreamPorts))
  const child = startProcess(
    bin,
    ['-c', configFile, '-p', dir, '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const started = performance.now()
  while (!(await listening(port))) {
    if (child.exitCode !== null || performance.now() - started > 10_000) {
      await stopProcess(child)
      return { skipped: `nginx did not start; see ${join(dir, 'error.log')}` }
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => stopProcess(child),
  }
}
