/** What /runtime-config.json holds: the API root and each remote's manifest URL. */
export type RuntimeConfig = {
  apiBase: string
  remotes: Record<string, string>
  remoteTimeoutMs?: number
}

let current: RuntimeConfig | null = null

function problemWith(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'not an object'
  const { apiBase, remotes = {}, remoteTimeoutMs } = body as RuntimeConfig
  if (typeof apiBase !== 'string' || apiBase === '')
    return 'apiBase must be a non-empty string'
  if (
    typeof remotes !== 'object' ||
    remotes === null ||
    Array.isArray(remotes) ||
    !Object.values(remotes).every((url) => typeof url === 'string')
  )
    return 'remotes must map names to manifest URLs'
  if (
    remoteTimeoutMs !== undefined &&
    !(Number.isInteger(remoteTimeoutMs) && remoteTimeoutMs > 0)
  )
    return 'remoteTimeoutMs must be a positive whole number'
  return null
}

/**
 * Checks an unknown value against the runtime config shape; throws on a
 * mismatch. By hand rather than with zod, which would add about 24 KB
 * gzipped to the shell's first load for three fields.
 */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  const problem = problemWith(body)
  if (problem) throw new Error(`Invalid runtime-config.json: ${problem}`)
  const { apiBase, remotes = {}, remoteTimeoutMs } = body as RuntimeConfig
  return {
    apiBase,
    remotes: { ...remotes },
    ...(remoteTimeoutMs !== undefined && { remoteTimeoutMs }),
  }
}

/** Fetches /runtime-config.json from the page's origin (never cached), validates and keeps it. */
export async function loadRuntimeConfig(
  url = '/runtime-config.json',
): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) {
    throw new Error(`runtime-config.json answered HTTP ${response.status}`)
  }
  const config = parseRuntimeConfig(await response.json())
  current = config
  return config
}

/** The config loaded or set earlier; throws when there is none yet. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet')
  return current
}

/** Sets the config directly: the shell after its own read, standalone pages and tests. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = parseRuntimeConfig(config)
}
