import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const sharedPackage = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
)

/** Subpaths of @food/shared that every app must get from one copy in the page. */
const SHARED_SUBPATHS = Object.keys(sharedPackage.exports)
  // Build tools, test helpers and stylesheets are not runtime modules. types
  // holds only types and constants, nothing to keep single, so each app bundles
  // its own (wire, the API's zod schemas, likewise): as a shared module (the shell's code uses only its types) every
  // remote fetched it as one more request after its page had started to run.
  // markdown is a stateless renderer used on pages loaded later (a post, the
  // policies, About): as a shared module the shell would preload it on every
  // page, and a remote built against another major of shared would hand its
  // copy to those pages and break them; each app that renders Markdown bundles it.
  .filter(
    (key) =>
      !['./build', './serve', './types', './wire', './markdown'].includes(
        key,
      ) &&
      !key.startsWith('./testing') &&
      !key.endsWith('.css'),
  )
  .map((key) => `@food/shared/${key.slice(2)}`)

const LIBRARY_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  // Its context carries the page's QueryClient (the request's on the server):
  // a second copy would not see it.
  '@tanstack/react-query',
]

/**
 * `react-router-dom` is shared as a file of ours that re-exports the router
 * API the apps use, so the build can drop the rest of react-router (data
 * routers, server code): see shared/src/router/react-router-dom.ts. That file
 * imports `react-router`, which is therefore not shared on its own; apps import
 * only `react-router-dom` (a lint rule keeps it so).
 */
const IMPORTS = {
  'react-router-dom': fileURLToPath(
    new URL('../src/router/react-router-dom.ts', import.meta.url),
  ),
}

function packageNameOf(request) {
  return request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : request.split('/')[0]
}

/**
 * The Module Federation `shared` map of every app: one list, so the shell and
 * the remotes can never disagree on what is a singleton. Versions are read
 * from what the app resolves, and required as the same major (caret range).
 * `strictVersion` turns a remote built against another major into a load
 * error, which the shell shows as that remote's fallback; without it the
 * runtime only warns and runs the remote on a copy it was not built for.
 */
export function sharedSingletons(appDir) {
  const requireFromApp = createRequire(`${appDir}/package.json`)
  const shared = {}
  for (const request of LIBRARY_SINGLETONS) {
    const name = packageNameOf(request)
    const { version } = requireFromApp(`${name}/package.json`)
    shared[request] = {
      singleton: true,
      strictVersion: true,
      version,
      requiredVersion: `^${version}`,
      ...(IMPORTS[request] && { import: IMPORTS[request] }),
    }
  }
  for (const request of SHARED_SUBPATHS) {
    shared[request] = {
      singleton: true,
      strictVersion: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    }
  }
  return shared
}
