#!/usr/bin/env node
/**
 * Publishes one remote's build into a versioned folder of a static host and points the
 * site's runtime-config.json at it; rolls back to the version before. The shell is never
 * rebuilt: a version switch is the change of one URL in the runtime config.
 *
 *   pnpm publish-remote publish  mf_blog --root /srv/remotes --base-url https://cdn.example/remotes --config /srv/shell/runtime-config.json [--version 2026-11-21.1] [--dist mf-blog/dist]
 *   pnpm publish-remote rollback mf_blog --root /srv/remotes --base-url https://cdn.example/remotes --config /srv/shell/runtime-config.json
 *
 * <root>/<remote>/<version>/ holds each build (never overwritten); <root>/<remote>/history.json
 * lists the versions in publish order, which one is live, and the versions that went live in
 * turn, so a rollback returns to the one that was live before (not merely the one published before).
 */
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
)
const REMOTE_DIRS = {
  mf_menu_cart: 'mf-menu-cart',
  mf_account: 'mf-account',
  mf_blog: 'mf-blog',
  mf_kitchen: 'mf-kitchen',
}

const readJson = (file, fallback) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`)
  renameSync(temporary, file)
}

function defaultVersion() {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\..*/, '')
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
    })
      .toString()
      .trim()
    return `${stamp}-${sha}`
  } catch {
    return stamp
  }
}

function pointConfigAt(options, remote, version) {
  const config = readJson(options.config, null)
  if (!config?.remotes)
    throw new Error(`${options.config} is not a runtime config`)
  const url = `${options.baseUrl.replace(/\/$/, '')}/${remote}/${version}/mf-manifest.json`
  writeJsonAtomically(options.config, {
    ...config,
    remotes: { ...config.remotes, [remote]: url },
  })
  return url
}

function readHistory(historyFile) {
  const history = readJson(historyFile, { versions: [], live: null })
  // Files written before `wentLive` existed: every version up to the live one went live in order.
  const wentLive =
    history.wentLive ??
    history.versions.slice(0, history.versions.indexOf(history.live) + 1)
  return { ...history, wentLive }
}

/** Copies the build to <root>/<remote>/<version>/ and makes it live. */
export function publish(remote, options) {
  const dist = path.resolve(
    options.dist ?? path.join(repoRoot, REMOTE_DIRS[remote], 'dist'),
  )
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`${dist} has no mf-manifest.json: build the remote first`)
  }
  const version = options.version ?? defaultVersion()
  if (!/^[\w.-]+$/.test(version))
    throw new Error(`"${version}" is not a folder-safe version`)
  const remoteRoot = path.join(options.root, remote)
  const target = path.join(remoteRoot, version)
  if (existsSync(target))
    throw new Error(`${target} exists: versions are never overwritten`)
  mkdirSync(remoteRoot, { recursive: true })
  cpSync(dist, target, { recursive: true })

  const historyFile = path.join(remoteRoot, 'history.json')
  const history = readHistory(historyFile)
  const url = pointConfigAt(options, remote, version)
  writeJsonAtomically(historyFile, {
    versions: [...history.versions, version],
    live: version,
    wentLive: [...history.wentLive, version],
  })
  return { version, url }
}

/** Makes the version published before the live one live again. */
export function rollback(remote, options) {
  const historyFile = path.join(options.root, remote, 'history.json')
  const history = readHistory(historyFile)
  const wentLive = history.wentLive.slice(0, -1)
  const previous = wentLive.at(-1)
  if (!previous)
    throw new Error(`${remote} has no version before ${history.live ?? 'none'}`)
  const url = pointConfigAt(options, remote, previous)
  writeJsonAtomically(historyFile, { ...history, live: previous, wentLive })
  return { version: previous, url }
}

function parseArgs(argv) {
  const [command, remote, ...rest] = argv
  const options = {}
  for (let i = 0; i < rest.length; i += 2) {
    const key = rest[i]
      ?.replace(/^--/, '')
      .replace(/-(\w)/g, (_, c) => c.toUpperCase())
    if (key) options[key] = rest[i + 1]
  }
  return { command, remote, options }
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const { command, remote, options } = parseArgs(process.argv.slice(2))
  try {
    if (!(remote in REMOTE_DIRS))
      throw new Error(
        `remote must be one of ${Object.keys(REMOTE_DIRS).join(', ')}`,
      )
    for (const required of ['root', 'baseUrl', 'config']) {
      if (!options[required])
        throw new Error(
          `--${required.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} is required`,
        )
    }
    const result =
      command === 'publish'
        ? publish(remote, options)
        : command === 'rollback'
          ? rollback(remote, options)
          : null
    if (!result) throw new Error('command must be publish or rollback')
    console.log(`${remote} ${result.version} is live: ${result.url}`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
