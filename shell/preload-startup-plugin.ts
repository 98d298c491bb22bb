import { type Compiler, rspack } from '@rspack/core'

const NAME = 'PreloadStartupChunksPlugin'

/** The imports src/index.ts starts at once: the app, and the route data prefetch. */
const STARTUP_IMPORTS = new Set([
  './bootstrap',
  './runtime/prefetch-route-data',
])

/**
 * Lists the startup chunks in index.html as low-priority preloads. Without
 * them the browser learns of React and the shell's code only once main.js has
 * run, and main.js carries the federation runtime: on a phone, parsing and
 * running it takes a few hundred milliseconds, during which the network is
 * idle. Low priority keeps main.js itself first in line.
 *
 * Startup chunks: those of the imports above, and those of every shared
 * module the shell provides (the shell provides only what its own code uses).
 */
export class PreloadStartupChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation)
      hooks.alterAssetTags.tapPromise(NAME, async (data) => {
        const files = new Set<string>()
        for (const group of compilation.chunkGroups) {
          const isStartup = group.origins.some(
            ({ request, module }) =>
              STARTUP_IMPORTS.has(request ?? '') ||
              module?.type === 'provide-module',
          )
          if (!isStartup) continue
          for (const file of group.getFiles()) files.add(file)
        }
        const preloads = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .sort()
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: {
              rel: 'preload',
              href: `${data.publicPath}${file}`,
              as: file.endsWith('.css') ? 'style' : 'script',
              fetchpriority: 'low',
            },
          }))
        data.assetTags.styles.push(...preloads)
        return data
      })
    })
  }
}
