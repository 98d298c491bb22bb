import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { publish, rollback } from './publish-remote.mjs'

let work
let options

function fakeBuild(label) {
  const dist = path.join(work, `dist-${label}`)
  mkdirSync(dist, { recursive: true })
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ name: 'mf_blog', label }),
  )
  writeFileSync(path.join(dist, 'remoteEntry.js'), `// ${label}`)
  // The Node build the shell's render server runs, in the same folder.
  mkdirSync(path.join(dist, 'server'))
  writeFileSync(
    path.join(dist, 'server', 'remoteEntry.js'),
    `// ${label} server`,
  )
  return dist
}

const config = () => JSON.parse(readFileSync(options.config, 'utf8'))

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'publish-remote-'))
  options = {
    root: path.join(work, 'remotes'),
    baseUrl: 'https://cdn.example/remotes/',
    config: path.join(work, 'runtime-config.json'),
  }
  writeFileSync(
    options.config,
    JSON.stringify({
      apiBase: 'https://api.example/api',
      remotes: {
        mf_blog: 'old',
        mf_account: 'https://a.example/mf-manifest.json',
      },
    }),
  )
})

describe('publish-remote', () => {
  it('copies the build, browser and server, into a versioned folder and points only that remote at it', () => {
    const result = publish('mf_blog', {
      ...options,
      dist: fakeBuild('v1'),
      version: 'v1',
    })
    expect(result.url).toBe(
      'https://cdn.example/remotes/mf_blog/v1/mf-manifest.json',
    )
    expect(config()).toEqual({
      apiBase: 'https://api.example/api',
      remotes: {
        mf_blog: result.url,
        mf_account: 'https://a.example/mf-manifest.json',
      },
    })
    const copied = readFileSync(
      path.join(options.root, 'mf_blog', 'v1', 'remoteEntry.js'),
      'utf8',
    )
    expect(copied).toBe('// v1')
    const server = readFileSync(
      path.join(options.root, 'mf_blog', 'v1', 'server', 'remoteEntry.js'),
      'utf8',
    )
    expect(server).toBe('// v1 server')
  })

  it('rolls back to the version before, and refuses when there is none', () => {
    publish('mf_blog', { ...options, dist: fakeBuild('v1'), version: 'v1' })
    publish('mf_blog', { ...options, dist: fakeBuild('v2'), version: 'v2' })
    expect(config().remotes.mf_blog).toContain('/v2/')
    expect(rollback('mf_blog', options).version).toBe('v1')
    expect(config().remotes.mf_blog).toContain('/v1/')
    expect(() => rollback('mf_blog', options)).toThrow(
      'mf_blog has no version before v1',
    )
    // Both builds stay on the host: rolling forward is a publish of a new version.
    expect(
      JSON.parse(
        readFileSync(
          path.join(options.root, 'mf_blog', 'history.json'),
          'utf8',
        ),
      ),
    ).toEqual({
      versions: ['v1', 'v2'],
      live: 'v1',
      wentLive: ['v1'],
    })
  })

  it('rolls back to the version that was live before, even after an earlier rollback', () => {
    publish('mf_blog', { ...options, dist: fakeBuild('v1'), version: 'v1' })
    publish('mf_blog', { ...options, dist: fakeBuild('v2'), version: 'v2' })
    rollback('mf_blog', options)
    publish('mf_blog', { ...options, dist: fakeBuild('v3'), version: 'v3' })
    // v2 was published before v3, but v1 is what customers had before v3.
    expect(rollback('mf_blog', options).version).toBe('v1')
    expect(config().remotes.mf_blog).toContain('/v1/')
  })

  it('never overwrites a published version, and needs a build', () => {
    publish('mf_blog', { ...options, dist: fakeBuild('v1'), version: 'v1' })
    expect(() =>
      publish('mf_blog', {
        ...options,
        dist: fakeBuild('again'),
        version: 'v1',
      }),
    ).toThrow(/versions are never overwritten/)
    expect(() =>
      publish('mf_blog', {
        ...options,
        dist: path.join(work, 'nothing'),
        version: 'v3',
      }),
    ).toThrow(/build the remote first/)
    expect(() =>
      publish('mf_blog', { ...options, dist: fakeBuild('x'), version: '../x' }),
    ).toThrow(/folder-safe/)
  })
})
