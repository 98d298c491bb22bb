import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { buildApp } from '../src/app'
import { loadEnv } from '../src/config/env'

const app = await buildApp({
  env: loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://' }),
  logger: false,
})
await app.listen({ port: 4999, host: '127.0.0.1' })
writeFileSync('/tmp/big.bin', Buffer.alloc(60 * 1024 * 1024, 'a'))
console.log('ready')
await new Promise((r) => setTimeout(r, 60_000))
await app.close()
