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

/**
 * Reads /runtime-config.json from the shell's own origin, for a page served
 * without the render server's embedded data (index.html from a plain static
 * host). If it cannot be read, the shell still boots with no remotes: header,
 * footer and routing work, and every remote slot shows its fallback.
 */
export async function readRuntimeConfig(): Promise<ShellRuntimeConfig> {
  try {
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
