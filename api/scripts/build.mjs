// Compiles the API for production: one ESM bundle of src/ and the workspace's TypeScript
// (@food/shared), with every npm dependency left to node_modules (native and WASM packages
// such as sharp and PGlite load their own files from there). `pnpm start` runs the result.
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises'
import { build } from 'esbuild'

const apiRoot = new URL('../', import.meta.url)
// Two folders deep, like src/<folder>/<file>.ts: the paths the code finds relative to its own
// module (the api folder, assets/images, the cluster script) are the same from the bundle.
const outdir = new URL('dist/server/', apiRoot)

const { dependencies } = JSON.parse(
  await readFile(new URL('package.json', apiRoot), 'utf8'),
)
const workspace = (name) => dependencies[name].startsWith('workspace:')

await rm(new URL('dist/', apiRoot), { recursive: true, force: true })
await mkdir(outdir, { recursive: true })
const started = performance.now()
await build({
  entryPoints: [new URL('src/main.ts', apiRoot).pathname],
  outdir: outdir.pathname,
  bundle: true,
  // What the code imports on demand (the S3 storage, PostgreSQL's client) stays in its own
  // chunk, so its npm packages load only when used, as they did from the TypeScript.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !workspace(name)),
  // A CommonJS module bundled into ESM still calls require for Node's own modules.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
await copyFile(
  new URL('src/db/create-pglite-cluster.mjs', apiRoot),
  new URL('create-pglite-cluster.mjs', outdir),
)
console.log(
  `api: dist/server/main.js in ${Math.round(performance.now() - started)} ms`,
)
