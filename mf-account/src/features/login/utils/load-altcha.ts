// The altcha widget (self-hosted proof-of-work, no third-party service) loads only when the
// API asks for a challenge. Its "external" build injects no <style> and bundles no worker, as
// the shell's Content-Security-Policy allows no inline styles: the CSS comes as a file of this
// remote. A worker script served from this remote's origin would be cross-origin on the
// shell's page, so the SHA worker runs from a blob: URL made of its source (the shell's CSP
// allows `worker-src 'self' blob:`).

let loading: Promise<void> | undefined

const SHA_ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512']

/** Defines <altcha-widget> and its SHA workers, once. */
export function loadAltchaWidget(): Promise<void> {
  loading ??= (async () => {
    const [, worker] = await Promise.all([
      import('altcha/external'),
      import('altcha/workers/sha?raw'),
      import('altcha/altcha.css'),
    ])
    const url = URL.createObjectURL(
      new Blob([worker.default], { type: 'text/javascript' }),
    )
    for (const algorithm of SHA_ALGORITHMS)
      globalThis.$altcha.algorithms.set(algorithm, () => new Worker(url))
  })()
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
