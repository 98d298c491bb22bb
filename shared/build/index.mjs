import path from 'node:path'
import { moduleRules } from './module-rules.mjs'
import { createServerConfig } from './server-config.mjs'
import { sharedSingletons } from './singletons.mjs'

export { createServerConfig }

/**
 * The rspack configuration every app starts from. The caller passes its own
 * rspack and federation plugin so each app builds with the versions it pins.
 *
 * The shell provides the one federation runtime of the page; in production a
 * remote's container is built on it (`externalRuntime`), which leaves a
 * remoteEntry.js without its own copy of the runtime. The container then
 * cannot run alone, so the remote's standalone page is a second build into the
 * same folder (under standalone/), without federation: it imports the exposed
 * modules directly, as it always has. A third build, for Node, lets the
 * shell's server render the remote's pages (server-config.mjs).
 */
export function createAppConfig(options) {
  const isProduction = process.env.NODE_ENV === 'production'
  const { federation } = options
  if (!federation) return appConfig(options)
  // The runtime drops what only Node needs (about 2 KB gzipped per app).
  const forWeb = withExperiments(federation, {
    optimization: { target: 'web' },
  })
  if (!federation.exposes) {
    return appConfig({
      ...options,
      federation: withExperiments(forWeb, { provideExternalRuntime: true }),
    })
  }
  // In development each remote keeps one build, with its own runtime.
  if (!isProduction) return appConfig({ ...options, federation: forWeb })
  return [
    appConfig({
      ...options,
      federation: withExperiments(forWeb, { externalRuntime: true }),
      standalonePage: false,
    }),
    appConfig({
      ...options,
      name: `${options.uniqueName}-standalone`,
      dependencies: [options.uniqueName],
      federation: null,
      subfolder: 'standalone/',
    }),
    // Its Node build, for the shell's server rendering, into server/.
    createServerConfig({ ...options, dependencies: [options.uniqueName] }),
  ]
}

function withExperiments(federation, experiments) {
  return {
    ...federation,
    experiments: { ...federation.experiments, ...experiments },
  }
}

function appConfig({
  rspack,
  ModuleFederationPlugin,
  dir,
  uniqueName,
  port,
  federation,
  isHost = false,
  title,
  outDir = 'dist',
  alias = {},
  plugins = [],
  name = uniqueName,
  dependencies,
  // A remote's container build has no page; its standalone build has.
  standalonePage = true,
  // Files of a second build into the same folder, which must not clean it.
  subfolder = '',
}) {
  const isProduction = process.env.NODE_ENV === 'production'
  const hashed = isProduction ? '.[contenthash:8]' : ''
  const files = `${subfolder}[name]${hashed}`
  return {
    name,
    ...(dependencies && { dependencies }),
    mode: isProduction ? 'production' : 'development',
    context: dir,
    entry: standalonePage ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(dir, outDir),
      // Remotes resolve their chunks relative to their manifest, so one build
      // works at any URL; the host serves from its own root for deep links.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: subfolder ? `${uniqueName}_standalone` : uniqueName,
      filename: `${files}.js`,
      chunkFilename: `${files}.js`,
      cssFilename: `${files}.css`,
      cssChunkFilename: `${files}.css`,
      assetModuleFilename: `${subfolder}assets/[name]${hashed}[ext]`,
      clean: !subfolder,
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias },
    module: moduleRules({ isProduction, uniqueName }),
    plugins: [
      standalonePage &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'index.html'),
          title,
          // The standalone page loads only its own entry, not the container.
          chunks: ['main'],
        }),
      // No federation at all for the shell's monolith build (bench only).
      federation &&
        new ModuleFederationPlugin({
          ...federation,
          shared: sharedSingletons(dir),
          dts: false,
        }),
      isHost &&
        new rspack.CopyRspackPlugin({
          patterns: [{ from: path.join(dir, 'public'), to: '.' }],
        }),
      ...plugins,
    ].filter(Boolean),
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      // The shell's page (another port) opens each remote's reload socket.
      allowedHosts: 'all',
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    // Lazy compilation holds a remote's chunks until its own page asks for
    // them, so a shell on another port would wait forever.
    lazyCompilation: false,
    experiments: { css: true },
  }
}
