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

// The async boundary of the host: read where the API and the remotes live,
// register the remotes, and only then start React and the shared singletons.
readRuntimeConfig()
  .then((config) => {
    registerRemotesFromConfig(config)
    const path = window.location.pathname
    preloadRemoteModules(remoteModulesForPath(path))
    // The data of the route's main area, as early as the API client can send it.
    import('./runtime/prefetch-route-data')
      .then(({ prefetchRouteData }) => prefetchRouteData(config, path))
      .catch(() => {})
    return bootstrap.then(({ start }) => start(config))
  })
  .catch((error: unknown) => {
    console.error('The site could not start', error)
  })
