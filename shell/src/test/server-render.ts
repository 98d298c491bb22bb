import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createPageRenderer } from '../server/page-renderer'
import { createServerData } from '../server/server-data'
import type { RemotesSnapshot, ServerRemotes } from '../server/server-remotes'

// The shell's own index.html is the page around every render.
const template = readFileSync(
  path.resolve(import.meta.dirname, '../../index.html'),
  'utf8',
)

export const SITE = 'https://www.example.co.uk'

export const config = {
  apiBase: 'https://api.example.co.uk/api',
  remotes: {},
  remoteTimeoutMs: 10_000,
}

// No remote's server build is loaded here: these pages are the shell's own,
// and remote slots render as they do when a remote's server build is missing.
const noRemotes: ServerRemotes = {
  current: async (): Promise<RemotesSnapshot> => ({
    version: '',
    urls: {},
    manifests: {},
    modules: new Map(),
  }),
}

/** The render server as production builds it, reusing API answers for `dataTtlMs`. */
export function renderer(
  dataTtlMs = 60_000,
  remotes: ServerRemotes = noRemotes,
) {
  return createPageRenderer({
    template,
    checkEveryMs: 1_000,
    remotes,
    data: createServerData(dataTtlMs),
    budgetMs: 5_000,
    cachedPages: 10,
  })
}

/** The page the server sends for `path`. */
export const render = (pages: ReturnType<typeof renderer>, path: string) =>
  pages.page(new URL(path, SITE), config, SITE)
