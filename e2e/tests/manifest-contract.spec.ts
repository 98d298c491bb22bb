import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { REMOTE_EXPOSES, type RemoteName } from '@food/shared/contracts'
import { expect, test } from '../fixtures/test'

// The built manifests against the one declaration of what each remote exposes: a renamed or
// dropped module fails here, before a shell in production asks for it.
const DIRS: Record<RemoteName, string> = {
  mf_menu_cart: 'mf-menu-cart',
  mf_account: 'mf-account',
  mf_blog: 'mf-blog',
  mf_kitchen: 'mf-kitchen',
}

// Every remote renders a page of the shell's router. A manifest lists only the
// shared modules a remote's code uses, and each of those must be a singleton.
const SINGLETONS = ['react', 'react-router-dom']

type Manifest = {
  name: string
  metaData: {
    ssrRemoteEntry?: { name: string; path: string; type: string }
  }
  exposes: { name: string; path: string }[]
  shared: {
    name: string
    version: string
    requiredVersion?: string
    singleton?: boolean
  }[]
}

const distOf = (remote: RemoteName) =>
  path.resolve(import.meta.dirname, '..', '..', DIRS[remote], 'dist')

function readManifest(remote: RemoteName, folder = ''): Manifest {
  const file = path.join(distOf(remote), folder, 'mf-manifest.json')
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest
}

function expectSingletons(remote: string, manifest: Manifest) {
  for (const name of SINGLETONS) {
    expect(
      manifest.shared.some((entry) => entry.name === name),
      `${remote} shares ${name}`,
    ).toBe(true)
  }
  for (const shared of manifest.shared) {
    expect(shared.singleton, `${shared.name} is a singleton`).toBe(true)
    // A range, so a remote built against another major is told apart at runtime.
    expect(shared.requiredVersion, shared.name).toMatch(/^\^\d+\./)
  }
}

test.describe('@contract built remotes against the shared declaration', () => {
  for (const remote of Object.keys(REMOTE_EXPOSES) as RemoteName[]) {
    test(`${remote} exposes exactly its declared modules and shares the singletons`, () => {
      const manifest = readManifest(remote)
      expect(manifest.name).toBe(remote)
      const exposed = manifest.exposes.map((entry) => `./${entry.name}`).sort()
      expect(exposed).toEqual([...REMOTE_EXPOSES[remote]].sort())
      expectSingletons(remote, manifest)
    })

    test(`${remote}'s manifest names its server build, which exposes the same modules`, () => {
      const { ssrRemoteEntry } = readManifest(remote).metaData
      expect(ssrRemoteEntry, 'metaData.ssrRemoteEntry').toMatchObject({
        path: 'server',
        name: 'remoteEntry.js',
        type: 'commonjs-module',
      })
      const entry = path.join(
        distOf(remote),
        ssrRemoteEntry?.path ?? '',
        ssrRemoteEntry?.name ?? '',
      )
      expect(existsSync(entry), `${entry} exists`).toBe(true)
      const server = readManifest(remote, 'server')
      expect(server.name).toBe(remote)
      expect(server.exposes.map((entry) => `./${entry.name}`).sort()).toEqual(
        [...REMOTE_EXPOSES[remote]].sort(),
      )
      expectSingletons(`${remote} (server)`, server)
    })
  }
})
