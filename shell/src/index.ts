import { readPageData } from './page/page-data'
import { remoteModulesForPath } from './remotes/route-modules'
import { readRuntimeConfig } from './runtime/read-runtime-config'
import {
  preloadRemoteModules,
  registerRemotesFromConfig,
} from './runtime/register-remotes'

// React and the shell's own code do not depend on the runtime config: they
// download while it is read. Nothing in them loads a remote before start().
const bootstrap = import('./bootstrap')
bootstrap.catch(() => {}) // reported below, once the config is read

// The render server embeds the config, the remote manifests and the data it
// rendered with; a page from a plain static host asks for the config instead.
const page = readPageData()

// The async boundary of the host: register the remotes, and only then start
// React and the shared singletons.
;(page ? Promise.resolve(page.config) : readRuntimeConfig())
  .then((config) => {
    registerRemotesFromConfig(config, page?.manifests ?? {})
    const path = window.location.pathname
    preloadRemoteModules(remoteModulesForPath(path))
    // A page the server did not render asks for its data as early as it can.
    if (!page?.queries) {
      import('./runtime/prefetch-route-data')
        .then(({ prefetchPageData }) => prefetchPageData(config, path))
        .catch(() => {})
    }
    return bootstrap.then(({ start }) => start(config, page))
  })
  .catch((error: unknown) => {
    console.error('The site could not start', error)
  })
