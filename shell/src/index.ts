import { readRuntimeConfig } from './runtime/read-runtime-config'
import { registerRemotesFromConfig } from './runtime/register-remotes'

// The async boundary of the host: read where the API and the remotes live,
// register the remotes, and only then load React and the shared singletons.
readRuntimeConfig()
  .then((config) => {
    registerRemotesFromConfig(config)
    return import('./bootstrap').then(({ start }) => start(config))
  })
  .catch((error: unknown) => {
    console.error('The site could not start', error)
  })
