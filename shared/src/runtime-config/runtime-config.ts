import { z } from '../validation/zod'

const runtimeConfigSchema = z.object({
  apiBase: z.string().min(1),
  remotes: z.record(z.string(), z.string()).default({}),
  remoteTimeoutMs: z.number().int().positive().optional(),
})

/** What /runtime-config.json holds: the API root and each remote's manifest URL. */
export type RuntimeConfig = {
  apiBase: string
  remotes: Record<string, string>
  remoteTimeoutMs?: number
}

let current: RuntimeConfig | null = null

/** Checks an unknown value against the runtime config shape; throws on a mismatch. */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(body)
  if (!parsed.success) {
    throw new Error(`Invalid runtime-config.json: ${parsed.error.message}`)
  }
  return parsed.data
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
