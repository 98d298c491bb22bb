import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as sharedRouter from './react-router-dom'

const root = path.resolve(import.meta.dirname, '../../..')
const APPS = ['shell', 'mf-menu-cart', 'mf-account', 'mf-blog']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    // Tests and their helpers import the real package: no federation there.
    if (entry.isDirectory())
      return ['test', 'testing'].includes(entry.name) ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [full]
      : []
  })
}

/** Value names each file imports from react-router-dom (types are free). */
function routerImports(source: string) {
  const names: string[] = []
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g
  for (const [, isTypeOnly, list = ''] of source.matchAll(pattern)) {
    if (isTypeOnly) continue
    for (const specifier of list.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0] ?? ''
      if (name && !name.startsWith('type ')) names.push(name)
    }
  }
  return names
}

describe('the shared react-router-dom', () => {
  it('exports every router name the apps import', () => {
    const missing: string[] = []
    for (const app of APPS) {
      for (const file of sourceFiles(path.join(root, app, 'src'))) {
        for (const name of routerImports(readFileSync(file, 'utf8'))) {
          if (!(name in sharedRouter))
            missing.push(`${name} (${path.relative(root, file)})`)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('no app imports react-router itself, which is not shared', () => {
    const direct = APPS.flatMap((app) =>
      sourceFiles(path.join(root, app, 'src')).filter((file) =>
        /from\s+'react-router'/.test(readFileSync(file, 'utf8')),
      ),
    )
    expect(direct).toEqual([])
  })
})
