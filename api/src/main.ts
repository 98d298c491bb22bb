import { buildApp } from './app'
import { EnvError, loadEnv, retiredSettings } from './config/env'

async function main() {
  const startedAt = performance.now()
  const env = loadEnv()
  const app = await buildApp({ env })
  await app.listen({ port: env.PORT, host: env.HOST })
  app.log.info(
    {
      startupMs: Math.round(performance.now() - startedAt),
      database: env.DATABASE_URL ? 'postgres' : env.DATA_DIR,
    },
    'API ready',
  )
  for (const note of retiredSettings()) app.log.warn(note)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down')
      void app.close().then(() => process.exit(0))
    })
  }
}

main().catch((error: unknown) => {
  // Env mistakes get a plain message; anything else keeps its stack for the operator.
  console.error(error instanceof EnvError ? error.message : error)
  process.exit(1)
})
