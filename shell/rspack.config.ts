import path from 'node:path'
import { createAppConfig, createServerConfig } from '@food/shared/build'
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { defineConfig } from '@rspack/cli'
import { rspack } from '@rspack/core'
import federation from './module-federation.config'
import {
  MONOLITH_MODULE_IDS,
  MONOLITH_SWAPS,
  monolithAliases,
} from './monolith.config'
import { MonolithAssetsPlugin } from './monolith-assets-plugin'
import { PreloadStartupChunksPlugin } from './preload-startup-plugin'

const dir = import.meta.dirname
const isMonolith = process.env.MONOLITH === '1'
const isProduction = process.env.NODE_ENV === 'production'

// MONOLITH=1: no federation; the remote loader and registration are swapped
// for static imports of the remotes' exposed files (see monolith.config.ts).
const monolithSwaps = () =>
  MONOLITH_SWAPS.map(
    ([from, to]) =>
      new rspack.NormalModuleReplacementPlugin(
        new RegExp(`[\\\\/]${from}(\\.ts)?$`),
        path.join(dir, 'src', `${to}.ts`),
      ),
  )
const monolith = isMonolith && {
  alias: monolithAliases(path.resolve(dir, '..')),
}

const browser = createAppConfig({
  rspack,
  ModuleFederationPlugin,
  dir,
  uniqueName: 'shell',
  port: Number(process.env.PORT ?? 3000),
  federation: isMonolith ? null : federation,
  isHost: true,
  title: 'Anatolia Grill Belfast',
  ...(monolith && { outDir: 'dist-monolith', ...monolith }),
  plugins: [
    new PreloadStartupChunksPlugin(),
    ...(isMonolith
      ? [...monolithSwaps(), new MonolithAssetsPlugin(MONOLITH_MODULE_IDS)]
      : []),
  ],
})

// The render server (ADR 004): the same app for Node, with the federation
// runtime that loads each remote's server build at runtime.
const server = createServerConfig({
  rspack,
  ModuleFederationPlugin,
  dir,
  uniqueName: 'shell',
  federation,
  entry: { main: './src/server/main.ts' },
  outDir: isMonolith ? 'dist-monolith-server' : 'dist-server',
  ...(monolith && { ...monolith, plugins: monolithSwaps() }),
})

// The shell's browser build is one config (only a remote's is several).
const browserConfig = browser as Parameters<typeof defineConfig>[0] & object

export default defineConfig(
  isProduction ? [browserConfig, server] : browserConfig,
)
