/**
 * The tab a key moves to in a horizontal tablist (wrapping at both ends), or
 * null for keys the tablist leaves alone.
 */
export function nextTabIndex(
  key: string,
  current: number,
  count: number,
): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
