import path from 'node:path'
import { SHARED_SUBPATHS, sharedSingletons } from './singletons.mjs'

export { SHARED_SUBPATHS, sharedSingletons }

const BROWSER_TARGETS = [
  'chrome >= 111',
  'edge >= 111',
  'firefox >= 115',
  'safari >= 16.4',
]

/**
 * The rspack configuration every app starts from. The caller passes its own
 * rspack and federation plugin so each app builds with the versions it pins.
 *
 * The shell provides the one federation runtime of the page; in production a
 * remote's container is built on it (`externalRuntime`), which leaves a
 * remoteEntry.js without its own copy of the runtime. The container then
 * cannot run alone, so the remote's standalone page is a second build into the
 * same folder (under standalone/), without federation: it imports the exposed
 * modules directly, as it always has.
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
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !isProduction },
              },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|ico)$/, type: 'asset/resource' },
      ],
      // Default-imported CSS Modules (`import styles from './x.module.css'`).
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        // A prefix per area: Module Federation isolates no CSS.
        'css/auto': {
          localIdentName: isProduction
            ? `${uniqueName}-[hash:6]`
            : `${uniqueName}-[name]-[local]`,
        },
      },
    },
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
