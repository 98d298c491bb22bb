import { createHash } from 'node:crypto'
import type { RemoteModuleId } from '@food/shared/contracts'

type Assets = { js: { sync: string[] }; css: { sync: string[] } }

/** The parts of a remote's mf-manifest.json the render server reads. */
type Manifest = {
  name: string
  metaData: {
    publicPath: string
    remoteEntry: { name: string; path: string }
    ssrRemoteEntry?: { name: string; path: string }
  }
  exposes: { name: string; assets: Assets }[]
}

/** A manifest as fetched: its text (what the runtime is given), parsed, and a version. */
export type FetchedManifest = {
  url: string
  text: string
  manifest: Manifest
  version: string
}

export function parseManifest(url: string, text: string): FetchedManifest {
  const manifest = JSON.parse(text) as Manifest
  if (!manifest?.metaData || !Array.isArray(manifest.exposes)) {
    throw new Error(`${url} is not a federation manifest`)
  }
  const version = createHash('sha256').update(text).digest('hex').slice(0, 12)
  return { url, text, manifest, version }
}

/**
 * Where the remote's files are: its manifest's folder for `publicPath: 'auto'`
 * (one build works at any URL), as the federation runtime resolves it.
 */
function publicPathOf({ url, manifest }: FetchedManifest): string {
  const { publicPath } = manifest.metaData
  if (publicPath && publicPath !== 'auto') return new URL(publicPath, url).href
  return new URL('.', url).href
}

function joinPath(folder: string, name: string) {
  return folder ? `${folder.replace(/\/$/, '')}/${name}` : name
}

/** The URL the runtime loads the remote's server build from, or null if it has none. */
export function serverEntryOf(fetched: FetchedManifest): string | null {
  const entry = fetched.manifest.metaData.ssrRemoteEntry
  if (!entry) return null
  return new URL(joinPath(entry.path, entry.name), publicPathOf(fetched)).href
}

function exposeOf(fetched: FetchedManifest, id: RemoteModuleId) {
  const name = id.slice(id.indexOf('/') + 1)
  return fetched.manifest.exposes.find((expose) => expose.name === name)
}

/**
 * The browser files one exposed module needs at once: its stylesheets (the
 * server-rendered HTML is styled from its first paint) and its scripts with
 * the remote's entry (fetched while the page's own code runs, to hydrate).
 */
export function browserAssetsOf(fetched: FetchedManifest, id: RemoteModuleId) {
  const base = publicPathOf(fetched)
  const assets = exposeOf(fetched, id)?.assets
  const at = (file: string) => new URL(file, base).href
  const { remoteEntry } = fetched.manifest.metaData
  return {
    stylesheets: (assets?.css.sync ?? []).map(at),
    scripts: [
      at(joinPath(remoteEntry.path, remoteEntry.name)),
      ...(assets?.js.sync ?? []).map(at),
    ],
  }
}
