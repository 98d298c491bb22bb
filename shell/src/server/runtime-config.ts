import { readFile } from 'node:fs/promises'
import {
  parseRuntimeConfig,
  type ShellRuntimeConfig,
} from '../runtime/read-runtime-config'

const REMOTE_ENV: Record<string, string> = {
  mf_menu_cart: 'MF_MENU_CART_URL',
  mf_account: 'MF_ACCOUNT_URL',
  mf_blog: 'MF_BLOG_URL',
  mf_kitchen: 'MF_KITCHEN_URL',
}

type Env = Record<string, string | undefined>

/**
 * The runtime config the shell serves and renders with: RUNTIME_CONFIG_FILE if
 * set (read again on every call, so editing it moves a remote without a
 * restart), else the built file with API_BASE, MF_*_URL and REMOTE_TIMEOUT_MS
 * applied over it.
 */
export async function readRuntimeConfig(
  distDir: string,
  env: Env = process.env,
): Promise<ShellRuntimeConfig> {
  const file = env.RUNTIME_CONFIG_FILE ?? `${distDir}/runtime-config.json`
  const config = parseRuntimeConfig(JSON.parse(await readFile(file, 'utf8')))
  if (env.RUNTIME_CONFIG_FILE) return config
  const remotes = { ...config.remotes }
  for (const [name, variable] of Object.entries(REMOTE_ENV)) {
    const url = env[variable]
    if (url) remotes[name] = url
  }
  return {
    apiBase: env.API_BASE ?? config.apiBase,
    remotes,
    remoteTimeoutMs: env.REMOTE_TIMEOUT_MS
      ? Number(env.REMOTE_TIMEOUT_MS)
      : config.remoteTimeoutMs,
  }
}
