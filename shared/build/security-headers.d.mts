export function baseSecurityHeaders(
  env?: Record<string, string | undefined>,
): Record<string, string>

export const FRAME_NOTHING_POLICY: string

export function inlineScriptHashes(html: string): string[]

export function shellContentSecurityPolicy(
  config: { apiBase: string; remotes: Record<string, string> },
  scriptHashes?: string[],
): string
