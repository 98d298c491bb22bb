import { once } from 'node:events'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@food/tools/ports'
import { startProcess, stopProcess } from './processes.mjs'

const script = fileURLToPath(new URL('./bare-server.mjs', import.meta.url))

/** Starts the bare Fastify server with the given routes; resolves { url, stop }. */
export async function startBareServer(routes, dir) {
  const routesFile = join(dir, 'bare-routes.json')
  writeFileSync(routesFile, JSON.stringify(routes))
  const port = await freePort()
  const child = startProcess(process.execPath, [script, port, routesFile], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  await once(child, 'message')
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => stopProcess(child),
  }
}
