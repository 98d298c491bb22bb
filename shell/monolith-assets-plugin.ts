import { type Compiler, rspack } from '@rspack/core'

const NAME = 'MonolithAssetsPlugin'

/**
 * For the monolith build (bench only): writes monolith-assets.json, the CSS and
 * JS files of each remote module's chunk group (what a federated remote's
 * manifest lists per exposed module), so the monolith's render server links
 * the same stylesheets and preloads the same scripts as the federated one.
 */
export class MonolithAssetsPlugin {
  constructor(private readonly moduleIds: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const assets: Record<string, { css: string[]; js: string[] }> = {}
          for (const group of compilation.chunkGroups) {
            const id = group.origins.find(({ request }) =>
              this.moduleIds.includes(request ?? ''),
            )?.request
            if (!id) continue
            const files = group.getFiles()
            assets[id] = {
              css: files.filter((file) => file.endsWith('.css')),
              js: files.filter((file) => file.endsWith('.js')),
            }
          }
          compilation.emitAsset(
            'monolith-assets.json',
            new rspack.sources.RawSource(JSON.stringify(assets, null, 2)),
          )
        },
      )
    })
  }
}
