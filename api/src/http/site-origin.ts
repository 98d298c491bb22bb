/**
 * The site a request came from, when it is one of ours (the browser's Origin header); else the
 * first configured one. Links the API makes for the browser (Stripe's way back) point there,
 * and never to an origin a caller made up.
 */
export function siteOrigin(
  origin: string | undefined,
  allowed: readonly string[],
): string {
  if (origin && allowed.includes(origin)) return origin
  return allowed[0] ?? 'http://localhost:3000'
}
