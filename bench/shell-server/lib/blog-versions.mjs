import { cpSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { API_BASE, PORTS, ROOT, url } from './settings.mjs'

/**
 * `count` deployments of the blog build, as publish-remote keeps versions side
 * by side (<dir>/v0, <dir>/v1, …), each at its own URL as a new release would
 * be: the render server loads a remote again whenever its URL moves, and
 * must let go of every version before. Resolves their manifest URLs on the
 * versions port. Source maps are left out (no server reads them).
 */
export function copyBlogVersions(dir, count) {
  return Array.from({ length: count }, (_, index) => {
    const version = `v${index}`
    cpSync(path.join(ROOT, 'mf-blog/dist'), path.join(dir, version), {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    })
    return `${url(PORTS.versions)}/${version}/mf-manifest.json`
  })
}

/**
 * Writes the runtime config with the blog at `blogUrl`, replaced in one
 * rename as publish-remote does: the shell reads the old or the new file,
 * never half of one.
 */
export function writeRuntimeConfig(file, blogUrl) {
  const config = {
    apiBase: API_BASE,
    remotes: {
      mf_menu_cart: `${url(PORTS.mf_menu_cart)}/mf-manifest.json`,
      mf_account: `${url(PORTS.mf_account)}/mf-manifest.json`,
      mf_blog: blogUrl,
    },
    remoteTimeoutMs: 10_000,
  }
  writeFileSync(`${file}.next`, JSON.stringify(config, null, 2))
  renameSync(`${file}.next`, file)
}
