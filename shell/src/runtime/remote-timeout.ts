let timeoutMs = 10_000

/** How long a remote may take to load before its slot shows the fallback. */
export function setRemoteTimeoutMs(value: number) {
  timeoutMs = value
}

export function getRemoteTimeoutMs() {
  return timeoutMs
}
