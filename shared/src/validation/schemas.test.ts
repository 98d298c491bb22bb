import { describe, expect, it } from 'vitest'
import { isValidBlogSlug } from './blog-slug'
import {
  addressFormSchema,
  blogSlugSchema,
  loginSchema,
  postcodeSchema,
  signupSchema,
  verifyOtpSchema,
} from './schemas'

function firstMessage(result: {
  success: boolean
  error?: { issues: { message: string }[] }
}) {
  return result.error?.issues[0]?.message
}

describe('zod schemas', () => {
  it('login normalises the mobile to 10 digits', () => {
    expect(loginSchema.parse({ mobile: '07911123456' })).toEqual({
      mobile: '7911123456',
    })
    expect(firstMessage(loginSchema.safeParse({ mobile: '123' }))).toBe(
      'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
    )
  })

  it('sign-up trims and checks name, email and mobile', () => {
    expect(
      signupSchema.parse({
        name: ' Ayse ',
        email: 'a@b.co',
        mobile: '7911123456',
      }),
    ).toEqual({ name: 'Ayse', email: 'a@b.co', mobile: '7911123456' })
    const result = signupSchema.safeParse({
      name: 'a'.repeat(51),
      email: 'bad',
      mobile: '7911123456',
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter your full name.',
      'Please enter a valid email address.',
    ])
  })

  it('verify-otp needs 4 digits', () => {
    expect(
      verifyOtpSchema.safeParse({ mobile: '7911123456', otp: '1234' }).success,
    ).toBe(true)
    expect(
      firstMessage(
        verifyOtpSchema.safeParse({ mobile: '7911123456', otp: '12a4' }),
      ),
    ).toBe('Please enter the full OTP.')
  })

  it('postcode outputs the normalised Belfast postcode', () => {
    expect(postcodeSchema.parse('bt17 0xy')).toBe('BT17 0XY')
    expect(firstMessage(postcodeSchema.safeParse('BT18 1AA'))).toBe(
      "Sorry we don't deliver outside Belfast.",
    )
  })

  it('address form reports each field under its own path', () => {
    const result = addressFormSchema.safeParse({
      name: '',
      addressLine1: '1 Road',
      city: 'Belfast',
      Phone: '7911123456',
      postcode: 'BT1 1AA',
      label: 'home',
    })
    expect(result.error?.issues).toMatchObject([
      { path: ['name'], message: 'Name is required.' },
    ])
  })

  it.each([
    ['news', true],
    ['', false],
    ['  ', false],
    [undefined, false],
    [42, false],
  ])('blog slug %j valid → %s', (slug, expected) => {
    expect(isValidBlogSlug(slug)).toBe(expected)
    expect(blogSlugSchema.safeParse(slug).success).toBe(expected)
  })

  it('an invalid blog slug reads Invalid blog slug', () => {
    expect(firstMessage(blogSlugSchema.safeParse(''))).toBe('Invalid blog slug')
  })
})
