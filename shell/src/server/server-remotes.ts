import type { RemoteModuleId } from '@food/shared/contracts'
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime'
import type { ComponentType } from 'react'
import { describeRemoteFailure } from '../remotes/describe-remote-failure'
import type { ServerModule } from '../remotes/server-rendered'
import type { ShellRuntimeConfig } from '../runtime/read-runtime-config'
import {
  browserAssetsOf,
  type FetchedManifest,
  parseManifest,
  serverEntryOf,
} from './remote-manifest'
import { serverLoadingPlugin } from './server-loading-plugin'

/** One remote as the render server has it: the version it renders with. */
type LoadedRemote = {
  url: string
  /** Null while the manifest cannot be fetched: the slots render in the browser. */
  fetched: FetchedManifest | null
  modules: Map<RemoteModuleId, ServerModule>
  checkedAt: number
  /** A version whose modules failed to load is tried again from then on. */
  retryAt: number | null
}

/** What one render uses of the remotes: always one consistent set of versions. */
export type RemotesSnapshot = {
  /** Names and manifest versions, part of every cached page's key. */
  version: string
  /** Remote name → the manifest URL of the version rendered with. */
  urls: Record<string, string>
  /** Remote name → that manifest, embedded in the page for the browser. */
  manifests: Record<string, unknown>
  modules: ReadonlyMap<RemoteModuleId, ServerModule>
}

type Options = {
  /** The modules of one remote the server renders. */
  modulesOf: (remote: string) => RemoteModuleId[]
  /** How often a remote's manifest is checked for a new version. */
  checkEveryMs: number
  /** The longest a manifest or module may take to load. */
  timeoutMs: number
  /** How long a version whose modules failed waits before they are tried again. */
  retryAfterMs: number
  now?: () => number
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over ${ms} ms`)),
      ms,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The remotes of the runtime config as the render server loads them (ADR 004):
 * each remote's server build through its manifest URL, at runtime, never
 * bundled. A manifest is checked at most every `checkEveryMs`; a new version
 * (a remote switched by publish-remote, or new files behind the same URL) is
 * loaded beside the live one, and renders switch to it only once it is
 * loaded, so no request waits and no page mixes two versions. Code is fetched
 * only from the origins of the runtime config.
 */
export function createServerRemotes({
  modulesOf,
  checkEveryMs,
  timeoutMs,
  retryAfterMs,
  now = Date.now,
}: Options) {
  const loaded = new Map<string, LoadedRemote>()
  const checking = new Map<string, Promise<void>>()
  const manifestTexts = new Map<string, string>()
  let allowedOrigins = new Set<string>()
  let snapshot: RemotesSnapshot | null = null

  registerPlugins([
    serverLoadingPlugin({
      manifestText: (url) => manifestTexts.get(url),
      isAllowed: (url) => allowedOrigins.has(originOf(url) ?? ''),
      timeoutMs,
    }),
  ])

  async function fetchManifest(url: string) {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
    return parseManifest(url, await response.text())
  }

  async function loadModule(fetched: FetchedManifest, id: RemoteModuleId) {
    const module = await withTimeout(
      loadRemote<{ default?: ComponentType<never> }>(id),
      timeoutMs,
      id,
    )
    if (typeof module?.default !== 'function') {
      throw new Error(`${id} exports no component`)
    }
    return { Component: module.default, ...browserAssetsOf(fetched, id) }
  }

  /** Registers one version with the runtime and loads the modules it renders. */
  async function load(name: string, fetched: FetchedManifest) {
    manifestTexts.set(fetched.url, fetched.text)
    registerRemotes([{ name, entry: fetched.url }], { force: true })
    const modules = new Map<RemoteModuleId, ServerModule>()
    const problems: string[] = []
    const serverEntry = serverEntryOf(fetched)
    if (!serverEntry) {
      problems.push(
        'its manifest names no server build (metaData.ssrRemoteEntry)',
      )
    } else if (!allowedOrigins.has(originOf(serverEntry) ?? '')) {
      problems.push(
        `its server build ${serverEntry} is outside the runtime config's origins`,
      )
    } else {
      for (const id of modulesOf(name)) {
        try {
          modules.set(id, await loadModule(fetched, id))
        } catch (error) {
          problems.push(describeRemoteFailure(name, error))
        }
      }
    }
    if (problems.length > 0) {
      console.warn(
        `Remote ${name} (${fetched.url}) renders in the browser only: ${problems.join('; ')}`,
      )
    }
    const failedToLoad =
      serverEntry !== null && modules.size < modulesOf(name).length
    return { modules, retryAt: failedToLoad ? now() + retryAfterMs : null }
  }

  /** Checks one remote's manifest and, if its version changed, loads the new one. */
  async function check(name: string, url: string) {
    const live = loaded.get(name)
    let fetched: FetchedManifest
    try {
      fetched = await fetchManifest(url)
    } catch (error) {
      if (live?.fetched || !live) {
        console.warn(describeRemoteFailure(name, error))
      }
      set(name, {
        url,
        fetched: null,
        modules: new Map(),
        checkedAt: now(),
        retryAt: null,
      })
      return
    }
    const isSameVersion =
      live?.url === url && live.fetched?.version === fetched.version
    const isRetryDue = live?.retryAt != null && now() >= live.retryAt
    if (live && isSameVersion && !isRetryDue) {
      live.checkedAt = now()
      return
    }
    const { modules, retryAt } = await load(name, fetched)
    set(name, { url, fetched, modules, checkedAt: now(), retryAt })
  }

  function set(name: string, remote: LoadedRemote) {
    loaded.set(name, remote)
    snapshot = null
  }

  function snapshotOf(): RemotesSnapshot {
    const ready = [...loaded]
      .filter(([, remote]) => remote.fetched)
      .sort(([a], [b]) => a.localeCompare(b))
    return {
      version: ready
        .map(([name, remote]) => `${name}@${remote.fetched?.version}`)
        .join(','),
      urls: Object.fromEntries(
        ready.map(([name, remote]) => [name, remote.url]),
      ),
      manifests: Object.fromEntries(
        ready.map(([name, remote]) => [name, remote.fetched?.manifest]),
      ),
      modules: new Map(ready.flatMap(([, remote]) => [...remote.modules])),
    }
  }

  return {
    /**
     * The versions to render with now. A remote seen for the first time, or
     * moved to another URL, is waited for (a page never embeds a version the
     * config no longer names); a due check of the others runs in the background.
     */
    async current(config: ShellRuntimeConfig): Promise<RemotesSnapshot> {
      allowedOrigins = new Set(
        Object.values(config.remotes)
          .map(originOf)
          .filter((origin): origin is string => origin !== null),
      )
      for (const name of loaded.keys()) {
        if (!(name in config.remotes)) {
          loaded.delete(name)
          snapshot = null
        }
      }
      const waits: Promise<void>[] = []
      for (const [name, url] of Object.entries(config.remotes)) {
        const live = loaded.get(name)
        const isDue =
          !live || live.url !== url || now() - live.checkedAt >= checkEveryMs
        const key = `${name} ${url}`
        if (isDue && !checking.has(key)) {
          checking.set(
            key,
            check(name, url).finally(() => checking.delete(key)),
          )
        }
        if (!live || live.url !== url) {
          waits.push(checking.get(key) ?? Promise.resolve())
        }
      }
      await Promise.all(waits)
      snapshot ??= snapshotOf()
      return snapshot
    },
  }
}

export type ServerRemotes = ReturnType<typeof createServerRemotes>
