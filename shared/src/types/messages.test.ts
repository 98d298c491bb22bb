import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from './error-codes'
import { MESSAGES, reorderMessage, VALIDATION_MESSAGES } from './messages'

describe('SPEC section 8 texts', () => {
  it.each([
    ['signupFailed', 'Signup failed'],
    ['loginFailed', 'Login failed'],
    ['invalidOtp', 'Invalid OTP'],
    ['fetchProfileFailed', 'Failed to fetch profile'],
    ['fetchCartFailed', 'Failed to fetch cart'],
    ['addToCartFailed', 'Failed to add to cart'],
    ['bulkAddToCartFailed', 'Failed to bulk add to cart'],
    ['removeCartItemFailed', 'Failed to remove item'],
    ['updateCartQuantityFailed', 'Failed to update cart quantity'],
    ['fetchAddressesFailed', 'Error fetching addresses'],
    ['addAddressFailed', 'Error adding address'],
    ['updateAddressFailed', 'Error updating address'],
    ['deleteAddressFailed', 'Error deleting address'],
    ['setPrimaryAddressFailed', 'Error setting primary address'],
    ['submitOrderFailed', 'Error submitting order'],
    ['fetchDeliveryFeeFailed', 'Error fetching delivery fee'],
    ['fetchOrdersFailed', 'Error fetching orders'],
    ['fetchShopFailed', 'Failed to fetch shop settings or status'],
    ['fetchPolicyFailed', 'Error fetching policy'],
    ['searchFailed', 'Search failed'],
    ['loadBlogsFailed', 'Failed to load blogs'],
    ['loadBlogFailed', 'Failed to load blog'],
    ['invalidBlogSlug', 'Invalid blog slug'],
    ['blogNotFound', 'Blog not found'],
    ['noBlogsFound', 'No blogs found.'],
    ['noToken', 'No token found, please log in first.'],
    ['somethingWentWrong', 'Something went wrong!'],
    ['otpSentTitle', 'OTP Sent!'],
    ['errorTitle', 'Error'],
    ['successTitle', 'Success'],
    ['addressAdded', 'Address added successfully!'],
    ['addressUpdated', 'Address updated successfully!'],
    ['addAddressPopupFailed', 'Failed to add address.'],
    ['updateAddressPopupFailed', 'Failed to update address.'],
    ['loginForDiscounts', 'Login to access discounts and rewards!'],
  ] as const)('%s reads %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text)
  })
})

describe('SPEC section 5 texts', () => {
  it.each([
    ['mobileTitle', 'Invalid Mobile Number'],
    [
      'mobile',
      'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
    ],
    ['nameTitle', 'Name Required'],
    ['name', 'Please enter your full name.'],
    ['emailTitle', 'Invalid Email'],
    ['email', 'Please enter a valid email address.'],
    ['otpTitle', 'Invalid OTP'],
    ['otpIncomplete', 'Please enter the full OTP.'],
    ['wrongOtpTitle', 'Invalid OTP!'],
    ['wrongOtp', 'Please enter the correct OTP.'],
    ['addressName', 'Name is required.'],
    ['addressLine1', 'Address is required.'],
    ['addressCity', 'City is required.'],
    [
      'addressPhone',
      'Enter a valid phone number (10 digits or 0 + 10 digits).',
    ],
    ['postcodeRequired', 'postcode is required.'],
    ['postcodeOutsideBelfast', "Sorry we don't deliver outside Belfast."],
    ['addressFormInvalid', 'Please correct the errors before submitting.'],
    ['blogSlug', 'Invalid blog slug'],
  ] as const)('%s reads %j', (key, text) => {
    expect(VALIDATION_MESSAGES[key]).toBe(text)
  })
})

describe('ERROR_CODES', () => {
  it('are SCREAMING_SNAKE and equal to their own key', () => {
    for (const [key, code] of Object.entries(ERROR_CODES)) {
      expect(code).toBe(key)
      expect(code).toMatch(/^[A-Z][A-Z_]*$/)
    }
  })
})

describe('reorderMessage (Order again)', () => {
  it.each([
    [3, [], 'Added 3 items from order 1042.'],
    [
      1,
      [{ name: 'Künefe', reason: 'sold_out' as const }],
      'Added 1 item from order 1042. Left out: Künefe (sold out).',
    ],
    [
      2,
      [
        { name: 'Tahini on Adana Kebab', reason: 'gone' as const },
        { name: 'Margherita', reason: 'choices_changed' as const },
      ],
      'Added 2 items from order 1042. Left out: Tahini on Adana Kebab (no longer on the menu), Margherita (its choices have changed).',
    ],
    [
      0,
      [{ name: 'Künefe', reason: 'sold_out' as const }],
      'Nothing from order 1042 can be ordered today. Left out: Künefe (sold out).',
    ],
  ])('%i added, %j left out: %s', (added, leftOut, text) => {
    expect(reorderMessage('1042', added, leftOut)).toBe(text)
  })
})
