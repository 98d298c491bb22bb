import { readFile } from 'node:fs/promises'

const REMOTE_ENV = {
  mf_menu_cart: 'MF_MENU_CART_URL',
  mf_account: 'MF_ACCOUNT_URL',
  mf_blog: 'MF_BLOG_URL',
}

/**
 * The runtime config the shell serves: RUNTIME_CONFIG_FILE if set (read on
 * every request, so editing it moves a remote without a restart), else the
 * built file with API_BASE, MF_*_URL and REMOTE_TIMEOUT_MS applied over it.
 */
export async function readRuntimeConfig(distDir, env = process.env) {
  const file = env.RUNTIME_CONFIG_FILE ?? `${distDir}/runtime-config.json`
  const config = JSON.parse(await readFile(file, 'utf8'))
  if (env.RUNTIME_CONFIG_FILE) return config
  const remotes = { ...config.remotes }
  for (const [name, variable] of Object.entries(REMOTE_ENV)) {
    if (env[variable]) remotes[name] = env[variable]
  }
  return {
    ...config,
    apiBase: env.API_BASE ?? config.apiBase,
    remotes,
    ...(env.REMOTE_TIMEOUT_MS && {
      remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS),
    }),
  }
}
