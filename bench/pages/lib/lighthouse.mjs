import lighthouse from 'lighthouse'

/** The Lighthouse figures the bench prints. */
const AUDITS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
}

/**
 * Lighthouse 12 as a second instrument, written by nobody here: its default
 * mobile preset (a Moto G Power on slow 4G, simulated), performance and SEO
 * categories, `runs` times per URL, against a Chromium the caller started
 * with a remote debugging port. Returns the median scores (0–100) and audits.
 */
export async function runLighthouse(port, url, runs) {
  const results = []
  for (let run = 0; run < runs; run += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
    })
    results.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      ...Object.fromEntries(
        Object.entries(AUDITS).map(([key, id]) => [
          key,
          lhr.audits[id]?.numericValue ?? null,
        ]),
      ),
      failedSeoAudits: Object.values(lhr.audits)
        .filter(
          (audit) =>
            lhr.categories.seo.auditRefs.some((ref) => ref.id === audit.id) &&
            audit.score !== null &&
            audit.score < 1,
        )
        .map((audit) => audit.id),
      runtimeError: lhr.runtimeError?.message ?? null,
    })
  }
  return results
}
