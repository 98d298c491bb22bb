import { mobileSchema, sanitiseMobileInput } from '@food/shared/validation'
import { describe, expect, it } from 'vitest'
import { isSmsCapableMobile } from '../src/modules/otp/mobile-type'

/** As the drawer sends it (digits kept, leading 0 removed), then as the API classifies it. */
const classify = (typed: string, fictionalToo = false) => {
  const parsed = mobileSchema.safeParse(sanitiseMobileInput(typed))
  return parsed.success && isSmsCapableMobile(parsed.data, { fictionalToo })
}

describe('numbers a code is texted to', () => {
  it.each([
    ['07911 123456', true, 'typed with a space'],
    ['07911123456', true, '11 digits with the 0'],
    ['7911123456', true, '10 digits without the 0'],
    ['07400 123456', true, 'an 074 mobile'],
    ['07500123456', true, 'an 075 mobile'],
    ['07123456789', true, 'an 071 mobile'],
    ['07899 123456', true, 'an 078 mobile'],
    ['07457012345', true, 'an 07457 mobile'],
    ['07797123456', true, 'a Jersey mobile (+44)'],
    ['07781123456', true, 'a Guernsey mobile (+44)'],
    ['07624123456', true, 'an Isle of Man mobile (07624, not a pager)'],
    ['07012345678', false, 'a 070 personal number'],
    ['07023456789', false, 'another 070 personal number'],
    ['07623456789', false, 'a 076 pager'],
    ['07640123456', false, 'another 076 pager'],
    ['02890123456', false, 'a Belfast landline'],
    ['2079460000', false, 'a London landline'],
    ['08001111111', false, 'a freephone number'],
    ['07700900123', false, "Ofcom's drama range, with a real SMS provider"],
    ['0791112345', false, 'too short'],
  ])('%j → %s (%s)', (typed, expected) => {
    expect(classify(typed)).toBe(expected)
  })

  it('takes the fictional 07700 9xxxxx numbers only with the dev outbox', () => {
    for (const typed of ['07700900123', '07700901000', '07700987654']) {
      expect(classify(typed, true)).toBe(true)
      expect(classify(typed, false)).toBe(false)
    }
    expect(classify('07012345678', true)).toBe(false)
  })
})
