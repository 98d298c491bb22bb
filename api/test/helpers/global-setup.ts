import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding an empty, initialised PGlite cluster, or null on PostgreSQL. */
    pgliteTemplate: string | null
  }
}

const nodeModules = new URL('../../node_modules/', import.meta.url)
const cacheDir = fileURLToPath(new URL('.cache/food-api/', nodeModules))

// PGlite's initdb takes 10–30 s on a small machine; loading a dumped empty cluster takes 1–3 s.
// The empty cluster is made once per PGlite version and kept in node_modules/.cache.
// Each test file still gets its own database and runs every migration and the seed itself.
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null)
    return
  }
  const manifest = new URL('@electric-sql/pglite/package.json', nodeModules)
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as {
    version: string
  }
  const file = `${cacheDir}pglite-${version}.tar`
  if (!existsSync(file)) {
    await mkdir(cacheDir, { recursive: true })
    const pglite = await PGlite.create()
    const dump = await pglite.dumpDataDir('none')
    await pglite.close()
    // Write then rename, so a parallel run never reads half a file.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, file)
  }
  project.provide('pgliteTemplate', file)
}
