import { type Compiler, rspack } from '@rspack/core'

const NAME = 'PreloadStartupChunksPlugin'

/**
 * The import src/index.ts starts at once: the app. (The route data prefetch
 * runs only on a page the server did not render, which is not worth a
 * preload on every page.)
 */
const STARTUP_IMPORTS = new Set(['./bootstrap'])

/**
 * Lists the startup chunks in index.html: scripts as low-priority preloads,
 * stylesheets as stylesheets. Without them the browser learns of React and the
 * shell's code only once main.js has run, and main.js carries the federation
 * runtime: on a phone, parsing and running it takes a few hundred
 * milliseconds, during which the network is idle. Low priority keeps main.js
 * itself first in line. The stylesheets style the HTML the render server puts
 * in the page from its first paint (the chunk loader finds them there and
 * does not load them again).
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
        const link = (attributes: Record<string, string>) => ({
          tagName: 'link',
          voidTag: true,
          attributes,
        })
        const preloads = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .sort()
          .map((file) => {
            const href = `${data.publicPath}${file}`
            return file.endsWith('.css')
              ? link({ rel: 'stylesheet', href })
              : link({
                  rel: 'preload',
                  href,
                  as: 'script',
                  fetchpriority: 'low',
                })
          })
        data.assetTags.styles.push(...preloads)
        return data
      })
    })
  }
}
