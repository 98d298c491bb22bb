import { describe, expect, it } from 'vitest'
import {
  browserAssetsOf,
  parseManifest,
  serverEntryOf,
} from './remote-manifest'

const manifest = {
  name: 'mf_blog',
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' },
  },
  exposes: [
    {
      name: 'BlogListPage',
      assets: {
        js: { sync: ['__federation_expose_BlogListPage.1a2b.js'] },
        css: { sync: ['__federation_expose_BlogListPage.3c4d.css'] },
      },
    },
  ],
}
const at = 'https://cdn.example.co.uk/mf_blog/7/mf-manifest.json'

describe('a remote’s manifest, as the render server reads it', () => {
  it('finds the server build next to the manifest, wherever the folder was published', () => {
    const fetched = parseManifest(at, JSON.stringify(manifest))
    expect(serverEntryOf(fetched)).toBe(
      'https://cdn.example.co.uk/mf_blog/7/server/remoteEntry.js',
    )
  })

  it('lists the stylesheets and scripts one module needs in the browser', () => {
    const fetched = parseManifest(at, JSON.stringify(manifest))
    expect(browserAssetsOf(fetched, 'mf_blog/BlogListPage')).toEqual({
      stylesheets: [
        'https://cdn.example.co.uk/mf_blog/7/__federation_expose_BlogListPage.3c4d.css',
      ],
      scripts: [
        'https://cdn.example.co.uk/mf_blog/7/remoteEntry.js',
        'https://cdn.example.co.uk/mf_blog/7/__federation_expose_BlogListPage.1a2b.js',
      ],
    })
  })

  it('has no server entry for a remote built before server rendering', () => {
    const { ssrRemoteEntry: _none, ...metaData } = manifest.metaData
    const fetched = parseManifest(at, JSON.stringify({ ...manifest, metaData }))
    expect(serverEntryOf(fetched)).toBeNull()
  })

  it('gives a new version for new text, the same for the same', () => {
    const text = JSON.stringify(manifest)
    expect(parseManifest(at, text).version).toBe(
      parseManifest(at, text).version,
    )
    expect(parseManifest(at, `${text} `).version).not.toBe(
      parseManifest(at, text).version,
    )
  })

  it('refuses what is not a manifest', () => {
    expect(() => parseManifest(at, '{"hello":1}')).toThrow(
      'is not a federation manifest',
    )
  })
})
