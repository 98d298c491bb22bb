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
 */
export function createAppConfig({
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
}) {
  const isProduction = process.env.NODE_ENV === 'production'
  const hashed = isProduction ? '.[contenthash:8]' : ''
  return {
    mode: isProduction ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, outDir),
      // Remotes resolve their chunks relative to their manifest, so one build
      // works at any URL; the host serves from its own root for deep links.
      publicPath: isHost ? '/' : 'auto',
      uniqueName,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      clean: true,
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
