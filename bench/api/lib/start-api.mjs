import { existsSync, openSync, readFileSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { config } from './config.mjs'
import { startProcess, stopProcess } from './processes.mjs'

/** Environment every API instance of the bench gets (see api/README.md, Environment). */
export function benchApiEnv(ownerMobile) {
  return {
    HOST: '127.0.0.1',
    LOG_LEVEL: config.apiLogLevel,
    SHOP_STATUS_OVERRIDE: 'open',
    SMS_PROVIDER: 'dev',
    // Each bench customer comes from its own X-Forwarded-For address (10 codes per address per hour).
    TRUST_PROXY: 'true',
    // The daily SMS cap (default 1000) would stop the sign-ups of one order run.
    SMS_DAILY_CAP: '1000000',
    // The kitchen's owner, who reads the orders back (verify-orders.mjs).
    OWNER_MOBILE: ownerMobile,
  }
}

function healthAnswers(url) {
  return new Promise((resolve) => {
    const req = get(`${url}/api/health`, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.setTimeout(1000, () => req.destroy())
    req.on('error', () => resolve(false))
  })
}

/**
 * The node flags and entry of the API's `pnpm start` (api/package.json, the one place they
 * are written), so the bench runs the API exactly as production does.
 */
export function productionArgs() {
  const { scripts } = JSON.parse(
    readFileSync(join(config.apiRoot, 'package.json'), 'utf8'),
  )
  const [node, ...args] = scripts.start.split(/\s+/)
  if (node !== 'node')
    throw new Error(`api start is not a node command: ${scripts.start}`)
  return args
}

/**
 * Spawns `node dist/server/main.js` in api/ (the compiled API `pnpm start` runs; the process
 * that serves, so its pid is the one to sample) and resolves once /api/health answers, with the time that took.
 */
export async function startApi({ port, env, logFile, timeoutMs = 180_000 }) {
  if (!existsSync(join(config.apiRoot, 'dist/server/main.js'))) {
    throw new Error(
      'the API is not built: run `pnpm --filter @food/api build` (the root `pnpm bench` does)',
    )
  }
  const log = openSync(logFile, 'a')
  const started = performance.now()
  const child = startProcess(
    process.execPath,
    [...config.apiNodeArgs, ...productionArgs()],
    {
      cwd: config.apiRoot,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
      },
      stdio: ['ignore', log, log],
    },
  )
  const url = `http://127.0.0.1:${port}`
  while (!(await healthAnswers(url))) {
    if (child.exitCode !== null) {
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-5)
      throw new Error(
        `the API exited with ${child.exitCode}: ${tail.join(' / ')}`,
      )
    }
    if (performance.now() - started > timeoutMs) {
      await stopProcess(child)
      throw new Error(
        `the API did not answer in ${timeoutMs} ms; see ${logFile}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return {
    url,
    pid: child.pid,
    startupMs: performance.now() - started,
    stop: () => stopProcess(child),
  }
}
