import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { RemoteModuleId } from '@food/shared/contracts'
import { loadRemoteComponent } from '../remotes/load-remote-component'
import type { ServerModule } from '../remotes/server-rendered'
import type { ShellRuntimeConfig } from '../runtime/read-runtime-config'
import type { RemotesSnapshot } from './server-remotes'

type Assets = Record<string, { css: string[]; js: string[] }>

// The monolith build's twin of server-remotes.ts (shell/monolith.config.ts):
// the remote components are bundled, and their files listed by the monolith
// browser build in monolith-assets.json (shell/monolith-assets-plugin.ts).
export function createServerRemotes({
  modulesOf,
}: {
  modulesOf: (remote: string) => RemoteModuleId[]
}) {
  let loading: Promise<RemotesSnapshot> | null = null

  async function load(): Promise<RemotesSnapshot> {
    const assets = JSON.parse(
      readFileSync(
        path.resolve(__dirname, '..', 'dist-monolith', 'monolith-assets.json'),
        'utf8',
      ),
    ) as Assets
    const modules = new Map<RemoteModuleId, ServerModule>()
    for (const remote of [
      'mf_menu_cart',
      'mf_account',
      'mf_blog',
      'mf_kitchen',
    ]) {
      for (const id of modulesOf(remote)) {
        const { default: Component } = await loadRemoteComponent<never>(id)
        const files = assets[id] ?? { css: [], js: [] }
        modules.set(id, {
          Component,
          stylesheets: files.css.map((file) => `/${file}`),
          scripts: files.js.map((file) => `/${file}`),
        })
      }
    }
    return { version: 'monolith', urls: {}, manifests: {}, modules }
  }

  return {
    current(_config: ShellRuntimeConfig) {
      loading ??= load()
      return loading
    },
  }
}
