/**
 * Resolves a path the API sent (cover image, menu image) against the API root:
 * null when there is none, unchanged when it starts with http, otherwise the
 * root without its trailing slash followed by the path.
 */
export function assetUrl(
  apiBase: string,
  path: string | null | undefined,
): string | null {
  if (!path) return null
  if (path.startsWith('http')) return path
  const root = apiBase.replace(/\/+$/, '')
  return path.startsWith('/') ? `${root}${path}` : `${root}/${path}`
}
