/**
 * The federation runtime's words when a remote needs a singleton version the
 * page does not have (with `strictVersion`, see shared/build/singletons.mjs):
 * "Version 0.1.0 from shell of shared singleton module @food/shared/store does
 * not satisfy the requirement of mf_blog which needs ^1.0.0)".
 */
const SINGLETON_MISMATCH =
  /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/

export type SingletonMismatch = {
  module: string
  pageVersion: string
  providedBy: string
  requiredVersion: string
}

export function findSingletonMismatch(
  error: unknown,
): SingletonMismatch | null {
  const message = error instanceof Error ? error.message : String(error)
  const match = SINGLETON_MISMATCH.exec(message)
  if (!match) return null
  const [, pageVersion, providedBy, module, , requiredVersion] = match
  return {
    module: module ?? '',
    pageVersion: pageVersion ?? '',
    providedBy: providedBy ?? '',
    requiredVersion: requiredVersion ?? '',
  }
}

/** One line for the console that tells the owning team what went wrong. */
export function describeRemoteFailure(remote: string, error: unknown) {
  const mismatch = findSingletonMismatch(error)
  if (mismatch) {
    return (
      `Remote ${remote} was built against ${mismatch.module} ${mismatch.requiredVersion}, ` +
      `but this page runs ${mismatch.module} ${mismatch.pageVersion} (from ${mismatch.providedBy}): ` +
      `an incompatible major version of a shared singleton. The ${remote} area shows its fallback; ` +
      `rebuild ${remote} against the shell's versions or roll it back.`
    )
  }
  const message = error instanceof Error ? error.message : String(error)
  return `Remote ${remote} failed: ${message}`
}
