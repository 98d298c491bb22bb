type Env = Record<string, string | undefined>

const number = (value: string | undefined, fallback: number) =>
  value === undefined || value === '' ? fallback : Number(value)

/** The render server's settings, from its environment (README, Configuration). */
export function serverSettings(env: Env) {
  return {
    port: number(env.PORT, 3000),
    /** The public origin for canonical and share links; else the request's host. */
    siteUrl: env.SITE_URL?.replace(/\/$/, '') || null,
    /** Longer than this, and the client-rendered page is sent instead. */
    budgetMs: number(env.SSR_BUDGET_MS, 5000),
    /** The longest the server waits for one API answer before rendering its failure. */
    dataTimeoutMs: number(env.SSR_DATA_TIMEOUT_MS, 2500),
    /** How long the server reuses an API answer for every page it renders. */
    dataTtlMs: number(env.SSR_DATA_TTL_MS, 1000),
    /** How often the runtime config and each remote's manifest are checked. */
    checkEveryMs: number(env.SSR_CHECK_MS, 1000),
    /** The longest a remote's manifest or server module may take to load. */
    remoteTimeoutMs: number(env.SSR_REMOTE_TIMEOUT_MS, 3000),
    /** How many rendered pages are kept in memory. */
    cachedPages: number(env.SSR_CACHED_PAGES, 200),
  }
}

export type ServerSettings = ReturnType<typeof serverSettings>
