/** A 10-digit mobile as people in the UK write it: 7911123456 → 07911 123456. */
export function formatUkMobile(mobile: string): string {
  const national = `0${mobile}`
  return `${national.slice(0, 5)} ${national.slice(5)}`
}

/** A tel: link for a 10-digit UK mobile. */
export function telHref(mobile: string): string {
  return `tel:+44${mobile}`
}
