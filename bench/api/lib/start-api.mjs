import { ApiProcess } from '@food/tools/api-process'
import { config } from './config.mjs'

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

/**
 * Starts the compiled API as `pnpm start` runs it (its pid is the server's, the one to
 * sample) and resolves once /api/health answers, with the time that took.
 */
export async function startApi({ port, env, logFile, timeoutMs = 180_000 }) {
  const api = new ApiProcess({
    port,
    env,
    logFile,
    nodeArgs: config.apiNodeArgs,
  })
  const startupMs = await api.start(timeoutMs)
  return {
    url: api.origin,
    pid: api.pid,
    startupMs,
    stop: () => api.stop('SIGTERM'),
  }
}
