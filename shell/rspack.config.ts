import path from 'node:path'
import { createAppConfig } from '@food/shared/build'
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { defineConfig } from '@rspack/cli'
import { rspack } from '@rspack/core'
import federation from './module-federation.config'
import { MONOLITH_SWAPS, monolithAliases } from './monolith.config'
import { PreloadStartupChunksPlugin } from './preload-startup-plugin'

const dir = import.meta.dirname
const isMonolith = process.env.MONOLITH === '1'

// MONOLITH=1: no federation; the remote loader and registration are swapped
// for static imports of the remotes' exposed files (see monolith.config.ts).
const monolithSwaps = MONOLITH_SWAPS.map(
  ([from, to]) =>
    new rspack.NormalModuleReplacementPlugin(
      new RegExp(`[\\\\/]${from}(\\.ts)?$`),
      path.join(dir, 'src', `${to}.ts`),
    ),
)

export default defineConfig(
  createAppConfig({
    rspack,
    ModuleFederationPlugin,
    dir,
    uniqueName: 'shell',
    port: Number(process.env.PORT ?? 3000),
    federation: isMonolith ? null : federation,
    isHost: true,
    title: 'Anatolia Grill Belfast',
    ...(isMonolith && {
      outDir: 'dist-monolith',
      alias: monolithAliases(path.resolve(dir, '..')),
    }),
    plugins: [
      new PreloadStartupChunksPlugin(),
      ...(isMonolith ? monolithSwaps : []),
    ],
  }),
)
