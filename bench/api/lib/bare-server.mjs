/**
 * The machine's limit for comparison: a separate Fastify process whose routes answer a
 * constant JSON body (copies of the real replies, so the same size). Run as a child:
 * `node bare-server.mjs <port> <routes.json>`, routes being [{ method, path, reply }].
 */
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const [port, routesFile] = process.argv.slice(2)
const routes = JSON.parse(readFileSync(routesFile, 'utf8'))
const app = Fastify({ logger: false })
for (const { method, path, reply } of routes) {
  app.route({ method, url: path, handler: async () => reply })
}
await app.listen({ port: Number(port), host: '127.0.0.1' })
process.send?.('ready')
