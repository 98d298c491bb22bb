// The shell's render server process (`pnpm serve`): built by rspack into
// dist-server/ (the second configuration of rspack.config.ts), since the federation runtime's Node
// plugin runs inside a bundle.
import path from 'node:path'
import { serverSettings } from './settings'

const settings = serverSettings(process.env)
// SHELL_DIST=dist-monolith serves the monolith build (bench/pages only).
const distDir = path.resolve(__dirname, '..', process.env.SHELL_DIST ?? 'dist')

// The async boundary: React and the shared singletons load once the
// federation runtime has set up sharing.
import('./shell-server')
  .then(({ startShellServer }) => startShellServer(distDir, settings))
  .then(() => console.log(`Shell on http://localhost:${settings.port}`))
  .catch((error: unknown) => {
    console.error('The shell server could not start', error)
    process.exit(1)
  })
