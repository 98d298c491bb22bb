import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

// 07700 9xxxxx belongs to no network (Ofcom keeps 07700 900000–900999 for drama): the numbers
// demos and tests use. Only the dev outbox takes them; no real text could reach one.
const FICTIONAL_MOBILE = /^77009\d{5}$/

/**
 * Whether a code can be texted to `mobile` (10 digits, without the leading 0): a mobile of the
 * +44 numbering plan (Great Britain, Northern Ireland, the Channel Islands and the Isle of Man)
 * by libphonenumber's metadata, so 070 personal numbers, 076 pagers and landlines are not.
 */
export function isSmsCapableMobile(
  mobile: string,
  { fictionalToo }: { fictionalToo: boolean },
): boolean {
  if (fictionalToo && FICTIONAL_MOBILE.test(mobile)) return true
  const number = parsePhoneNumberFromString(mobile, 'GB')
  return number?.countryCallingCode === '44' && number.getType() === 'MOBILE'
}
