/** Moves one item of a list a place up (-1) or down (+1); at an end the list is unchanged. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step
  const next = [...list]
  const [item, other] = [next[index], next[to]]
  if (item === undefined || other === undefined) return next
  next[index] = other
  next[to] = item
  return next
}
