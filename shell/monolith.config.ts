import path from 'node:path'
import account from '../mf-account/module-federation.config'
import blog from '../mf-blog/module-federation.config'
import kitchen from '../mf-kitchen/module-federation.config'
import menuCart from '../mf-menu-cart/module-federation.config'

/**
 * The shell's monolith build (`MONOLITH=1`, into dist-monolith): the same
 * shell and the same remote components, wired statically as one ordinary
 * single-page app without Module Federation. It exists only so the bench
 * (bench/pages) can show what federation costs; it is never deployed.
 */
const REMOTES = [
  ['mf-menu-cart', menuCart],
  ['mf-account', account],
  ['mf-blog', blog],
  ['mf-kitchen', kitchen],
] as const

/** `mf_menu_cart/MenuPage` → the file the remote exposes under that name. */
export function monolithAliases(root: string) {
  const alias: Record<string, string> = {}
  for (const [folder, config] of REMOTES) {
    for (const [key, file] of Object.entries(config.exposes)) {
      alias[`${config.name}/${key.slice(2)}$`] = path.join(root, folder, file)
    }
  }
  return alias
}

/** Files of the shell swapped for their static twins in the monolith build. */
export const MONOLITH_SWAPS = [
  ['remotes/load-remote-component', 'remotes/load-remote-component.monolith'],
  ['runtime/register-remotes', 'runtime/register-remotes.monolith'],
  ['server/server-remotes', 'server/server-remotes.monolith'],
] as const

/** The remote modules whose files the monolith's render server links. */
export const MONOLITH_MODULE_IDS = REMOTES.flatMap(([, config]) =>
  Object.keys(config.exposes).map((key) => `${config.name}/${key.slice(2)}`),
)
