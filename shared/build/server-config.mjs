import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { moduleRules } from './module-rules.mjs'
import { sharedSingletons } from './singletons.mjs'

const require = createRequire(import.meta.url)

/** Where a remote's Node build goes inside its deployable folder. */
const SERVER_DIR = 'server'

/**
 * The Node build of an app, for server rendering (ADR 004). A remote's goes
 * into `dist/server/` beside its browser build, so one folder deploys both; the
 * shell's is its render server (`dist-server/`), never served to browsers.
 *
 * CommonJS chunks for `async-node`, and the federation runtime's Node plugin,
 * which fetches a remote's server chunks over HTTP and runs them. The public
 * path is empty so that plugin resolves chunks next to the remote entry it
 * came from: the same folder works at any URL, as the browser build does with
 * `publicPath: 'auto'`.
 */
export function createServerConfig({
  rspack,
  ModuleFederationPlugin,
  dir,
  uniqueName,
  federation,
  entry = {},
  outDir = path.join('dist', SERVER_DIR),
  alias = {},
  dependencies,
  plugins = [],
}) {
  const isProduction = process.env.NODE_ENV === 'production'
  const isRemote = Boolean(federation.exposes)
  return {
    name: `${uniqueName}-server`,
    ...(dependencies && { dependencies }),
    target: 'async-node',
    mode: isProduction ? 'production' : 'development',
    context: dir,
    entry,
    output: {
      path: path.join(dir, outDir),
      publicPath: '',
      // The browser build's: CSS Modules hash their class names with it.
      uniqueName,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      library: { type: 'commonjs-module' },
      // A remote's server build shares the folder its browser build cleaned.
      clean: !isRemote,
    },
    devtool: 'source-map',
    // The real paths: the render server finds its dist/ from its own folder.
    node: { __dirname: false, __filename: false },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias },
    module: moduleRules({ isProduction, uniqueName, forNode: true }),
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(federation.runtimePlugins ?? []),
        ],
        shared: sharedSingletons(dir),
        dts: false,
        experiments: {
          ...federation.experiments,
          optimization: { target: 'node' },
        },
      }),
      isRemote ? new SsrManifestPlugin() : new CommonJsFolderPlugin(rspack),
      ...plugins,
    ].filter(Boolean),
    // Readable stacks in the server's log; size matters little on a server.
    optimization: { moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
    experiments: { css: true },
  }
}

const NAME = 'SsrManifestPlugin'

/**
 * Writes where the server entry is into the remote's browser manifest, as
 * Module Federation's own SSR tooling does (`metaData.ssrRemoteEntry`), so one
 * manifest URL serves the browser and the shell's render server. The path is
 * relative to the manifest's own folder; no `ssrPublicPath` is written, which
 * would pin the build to one URL.
 */
class SsrManifestPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(NAME, async () => {
      const serverDir = compiler.options.output.path
      const server = await readJson(path.join(serverDir, 'mf-manifest.json'))
      const browserFile = path.join(serverDir, '..', 'mf-manifest.json')
      const browser = await readJson(browserFile)
      browser.metaData.ssrRemoteEntry = {
        ...server.metaData.remoteEntry,
        path: SERVER_DIR,
        type: 'commonjs-module',
      }
      await writeFile(browserFile, `${JSON.stringify(browser, null, 2)}\n`)
    })
  }
}

/**
 * Marks the render server's folder as CommonJS: the shell's package is an ES
 * module package, and Node would read the bundle's .js files as ESM.
 */
class CommonJsFolderPlugin {
  constructor(rspack) {
    this.rspack = rspack
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(NAME, () => {
        compilation.emitAsset(
          'package.json',
          new this.rspack.sources.RawSource('{ "type": "commonjs" }\n'),
        )
      })
    })
  }
}

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'))
}
