export type ShellRuntimeConfig = {
  apiBase: string
  remotes: Record<string, string>
  remoteTimeoutMs: number
}

const DEFAULT_TIMEOUT_MS = 10_000

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  )
}

declare global {
  interface Window {
    /** index.html's early request for the config: the body, or null if it failed. */
    __shellRuntimeConfig?: Promise<unknown>
  }
}

/** index.html's early answer, once; null when there is none or it failed. */
async function takeEarlyConfig(): Promise<unknown> {
  const early = window.__shellRuntimeConfig
  window.__shellRuntimeConfig = undefined
  return early ? await early.catch(() => null) : null
}

/**
 * Reads /runtime-config.json from the shell's own origin (index.html asks for
 * it before main.js runs; if that failed, it is asked again here). If it
 * cannot be read, the shell still boots with no remotes: header, footer and
 * routing work, and every remote slot shows its fallback.
 */
export async function readRuntimeConfig(): Promise<ShellRuntimeConfig> {
  try {
    const early = await takeEarlyConfig()
    if (early !== null) return parseRuntimeConfig(early)
    const response = await fetch('/runtime-config.json', { cache: 'no-store' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body: unknown = await response.json()
    return parseRuntimeConfig(body)
  } catch (error) {
    console.error('runtime-config.json could not be read', error)
    return { apiBase: '/api', remotes: {}, remoteTimeoutMs: DEFAULT_TIMEOUT_MS }
  }
}

export function parseRuntimeConfig(body: unknown): ShellRuntimeConfig {
  const config = (body ?? {}) as Record<string, unknown>
  if (typeof config.apiBase !== 'string') throw new Error('apiBase missing')
  return {
    apiBase: config.apiBase,
    remotes: isStringRecord(config.remotes) ? config.remotes : {},
    remoteTimeoutMs:
      typeof config.remoteTimeoutMs === 'number'
        ? config.remoteTimeoutMs
        : DEFAULT_TIMEOUT_MS,
  }
}
