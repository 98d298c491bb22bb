/**
 * The width a `sizes` attribute gives the image slot at a viewport `vw` px wide, as a browser
 * reads it: the first `(min-width: Npx)` condition that holds, else the last entry. Lengths
 * are `Npx`, `Nvw` or `calc(Nvw ± Mpx)`; enough for the site's own `sizes`.
 */
export function slotWidth(sizes: string, vw: number): number {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const condition = /^\(min-width: (\d+)px\)\s+(.+)$/.exec(entry)
    if (!condition) return lengthAt(entry, vw)
    const [, min, length = ''] = condition
    if (vw >= Number(min)) return lengthAt(length, vw)
  }
  throw new Error(`no entry of "${sizes}" applies at ${vw}px`)
}

function lengthAt(length: string, vw: number): number {
  const calc = /^calc\(([\d.]+)vw ([-+]) ([\d.]+)px\)$/.exec(length)
  if (calc) {
    const [, share = '0', sign, px = '0'] = calc
    const base = (Number(share) * vw) / 100
    return sign === '-' ? base - Number(px) : base + Number(px)
  }
  if (length.endsWith('vw')) return (Number.parseFloat(length) * vw) / 100
  if (length.endsWith('px')) return Number.parseFloat(length)
  throw new Error(`cannot read the length "${length}"`)
}
