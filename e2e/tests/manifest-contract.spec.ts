import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
  REMOTE_EXPOSES,
  type RemoteName,
} from '../../shared/src/contracts/remotes'

// The built manifests against the one declaration of what each remote exposes: a renamed or
// dropped module fails here, before a shell in production asks for it.
const DIRS: Record<RemoteName, string> = {
  mf_menu_cart: 'mf-menu-cart',
  mf_account: 'mf-account',
  mf_blog: 'mf-blog',
}

const SINGLETONS = [
  'react',
  'react-router-dom',
  'zustand',
  '@food/shared/store',
]

// A manifest lists only the shared modules a remote's code uses. Since the
// router is shared without react-router/dom (shared/src/router), mf_blog no
// longer touches react-dom at all; where a remote does, it must share it.
const SINGLETONS_WHERE_USED = ['react-dom']

type Manifest = {
  name: string
  exposes: { name: string; path: string }[]
  shared: {
    name: string
    version: string
    requiredVersion?: string
    singleton?: boolean
  }[]
}

function readManifest(remote: RemoteName): Manifest {
  const file = path.resolve(
    import.meta.dirname,
    '..',
    '..',
    DIRS[remote],
    'dist',
    'mf-manifest.json',
  )
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest
}

test.describe('@contract built remotes against the shared declaration', () => {
  for (const remote of Object.keys(REMOTE_EXPOSES) as RemoteName[]) {
    test(`${remote} exposes exactly its declared modules and shares the singletons`, () => {
      const manifest = readManifest(remote)
      expect(manifest.name).toBe(remote)
      const exposed = manifest.exposes.map((entry) => `./${entry.name}`).sort()
      expect(exposed).toEqual([...REMOTE_EXPOSES[remote]].sort())
      for (const name of SINGLETONS) {
        const shared = manifest.shared.find((entry) => entry.name === name)
        expect(shared, `${remote} shares ${name}`).toBeDefined()
        expect(shared?.singleton, `${name} is a singleton`).toBe(true)
        // A range, so a remote built against another major is told apart at runtime.
        expect(shared?.requiredVersion).toMatch(/^\^\d+\./)
      }
      for (const name of SINGLETONS_WHERE_USED) {
        const shared = manifest.shared.find((entry) => entry.name === name)
        if (!shared) continue
        expect(shared.singleton, `${name} is a singleton`).toBe(true)
        expect(shared.requiredVersion).toMatch(/^\^\d+\./)
      }
    })
  }
})
