import { OTP_LENGTH } from '../types/constants'
import { VALIDATION_MESSAGES as M } from '../types/messages'
import { addressFields } from '../wire/address'
import { type AddressFormValues, validateAddressForm } from './address'
import { isValidBlogSlug } from './blog-slug'
import { isValidMobile, normaliseMobile } from './mobile'
import { isCompleteOtp } from './otp'
import { normalisePostcode, validatePostcode } from './postcode'
import { isValidEmail, isValidName } from './signup'
import { z } from './zod'

// The schemas wrap the plain rules above so forms and the API share one source.

/** A mobile as typed (10 digits, or 11 with a leading 0), output as 10 digits. */
export const mobileSchema = z
  .string()
  .refine(isValidMobile, M.mobile)
  .transform(normaliseMobile)

const nameSchema = z.string().refine(isValidName, M.name)
const emailSchema = z
  .string()
  .refine(isValidEmail, M.email)
  .transform((email) => email.trim())

const otpSchema = z
  .string()
  .length(OTP_LENGTH, M.otpIncomplete)
  .refine(isCompleteOtp, M.otpIncomplete)

/** POST /user/signup payload. */
export const signupSchema = z.object({
  name: nameSchema.transform((name) => name.trim()),
  email: emailSchema,
  mobile: mobileSchema,
})

/** POST /user/login payload. */
export const loginSchema = z.object({ mobile: mobileSchema })

/** POST /user/verify-otp payload. */
export const verifyOtpSchema = z.object({
  mobile: mobileSchema,
  otp: otpSchema,
})

/** A deliverable Belfast postcode, output as 'BT1 1AA'. */
export const postcodeSchema = z
  .string()
  .superRefine((value, ctx) => {
    const message = validatePostcode(value)
    if (message) ctx.addIssue({ code: 'custom', message })
  })
  .transform(normalisePostcode)

/** The address form with the per-field messages of SPEC section 5. */
export const addressFormSchema = addressFields
  .omit({ label: true })
  .extend({
    addressLine2: z.string().default(''),
    // The form picks home, work or others, and names its own in customLabel.
    label: z.enum(['home', 'work', 'others']),
    customLabel: z.string().default(''),
  })
  .superRefine((values: AddressFormValues, ctx) => {
    for (const [field, message] of Object.entries(
      validateAddressForm(values),
    )) {
      ctx.addIssue({ code: 'custom', path: [field], message })
    }
  })

export const blogSlugSchema = z.string().refine(isValidBlogSlug, M.blogSlug)
