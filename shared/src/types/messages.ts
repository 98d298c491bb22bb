import type { LeftOutLine } from '../wire/cart'
import { MAX_PHOTO_MB } from './photo'

/**
 * Every user-facing failure and popup text of SPEC section 8, defined once.
 * Callers show the server's `message` first and fall back to these.
 */
export const MESSAGES = {
  signupFailed: 'Signup failed',
  loginFailed: 'Login failed',
  invalidOtp: 'Invalid OTP',
  fetchProfileFailed: 'Failed to fetch profile',
  fetchCartFailed: 'Failed to fetch cart',
  addToCartFailed: 'Failed to add to cart',
  bulkAddToCartFailed: 'Failed to bulk add to cart',
  removeCartItemFailed: 'Failed to remove item',
  updateCartQuantityFailed: 'Failed to update cart quantity',
  fetchAddressesFailed: 'Error fetching addresses',
  addAddressFailed: 'Error adding address',
  updateAddressFailed: 'Error updating address',
  deleteAddressFailed: 'Error deleting address',
  setPrimaryAddressFailed: 'Error setting primary address',
  submitOrderFailed: 'Error submitting order',
  fetchDeliveryFeeFailed: 'Error fetching delivery fee',
  fetchOrdersFailed: 'Error fetching orders',
  confirmPaymentFailed: 'We could not check your payment. Please try again.',
  // POST /user/order/:id/payment/cancel says this too; its client call returns the order only.
  paymentCancelled:
    'Payment cancelled: nothing was charged. Your basket is as you left it.',
  fetchShopFailed: 'Failed to fetch shop settings or status',
  fetchPolicyFailed: 'Error fetching policy',
  searchFailed: 'Search failed',
  // Not in the catalogue: the menu calls need a fallback too.
  fetchMenuFailed: 'Failed to fetch menu',

  loadBlogsFailed: 'Failed to load blogs',
  loadBlogFailed: 'Failed to load blog',
  invalidBlogSlug: 'Invalid blog slug',
  blogNotFound: 'Blog not found',
  noBlogsFound: 'No blogs found.',

  // Not in the catalogue: "Sign out everywhere" reached no server, so other devices may
  // still be signed in.
  signOutEverywhereFailed:
    'We could not sign you out on your other devices. Please try again.',

  noToken: 'No token found, please log in first.',
  somethingWentWrong: 'Something went wrong!',

  otpSentTitle: 'OTP Sent!',
  errorTitle: 'Error',
  successTitle: 'Success',
  addressAdded: 'Address added successfully!',
  addressUpdated: 'Address updated successfully!',
  addAddressPopupFailed: 'Failed to add address.',
  updateAddressPopupFailed: 'Failed to update address.',
  orderTextsOn: 'We will text you about your orders.',
  orderTextsOff:
    'We will not text you about your orders. Sign-in codes still come by text.',
  orderTextsFailed: 'Your choice of order texts was not saved.',

  loginForDiscounts: 'Login to access discounts and rewards!',

  // The kitchen's fallbacks, shown when the server sends no message.
  staffSignInRequired: 'Please sign in to the kitchen first.',
  loadBoardFailed: 'The board could not be loaded.',
  orderActionFailed: 'That did not go through. Try again.',
  loadStaffFailed: 'The staff list could not be loaded.',
  saveStaffFailed: 'The staff member could not be saved.',
  loadActivityFailed: 'The activity could not be loaded.',
  loadMenuStockFailed: 'The menu could not be loaded.',
  saveStockFailed: 'That dish could not be changed. Try again.',
  loadShopStateFailed: 'Busy mode and the pause could not be loaded.',
  saveShopStateFailed:
    'Busy mode or the pause could not be changed. Try again.',
  loadTakingsFailed: 'The takings could not be loaded.',
  downloadTakingsFailed: 'The CSV file could not be downloaded.',
  loadHoursFailed: 'The hours could not be loaded.',
  saveHoursFailed: 'The hours could not be saved.',
  loadPostsFailed: 'The posts could not be loaded.',
  loadPostFailed: 'The post could not be loaded.',
  savePostFailed:
    'The post could not be saved. Your text is still here: try again.',
  loadCatalogueFailed: 'The menu editor could not be loaded.',
  saveCatalogueFailed:
    'That change could not be saved. What you typed is still here: try again.',
  loadSiteSettingsFailed: 'The settings could not be loaded.',
  saveSiteSettingsFailed: 'The settings could not be saved. Try again.',
  loadPolicyFailed: 'The policy could not be loaded.',
  savePolicyFailed: 'The policy could not be saved. Try again.',
  // The API's own words for a photo over MAX_PHOTO_MB, said before anything is sent.
  photoTooLarge: `This photo is too large (max ${MAX_PHOTO_MB} MB)`,
  uploadPhotoFailed: 'The photo could not be uploaded. Try again.',
  // Not in the catalogue: Order again reached no server or failed without a message.
  reorderFailed: 'That order could not be added to your basket. Try again.',
} as const

/** Titles and messages of the form rules of SPEC section 5. */
export const VALIDATION_MESSAGES = {
  mobileTitle: 'Invalid Mobile Number',
  mobile:
    'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
  nameTitle: 'Name Required',
  name: 'Please enter your full name.',
  emailTitle: 'Invalid Email',
  email: 'Please enter a valid email address.',
  otpTitle: 'Invalid OTP',
  otpIncomplete: 'Please enter the full OTP.',
  wrongOtpTitle: 'Invalid OTP!',
  wrongOtp: 'Please enter the correct OTP.',
  addressName: 'Name is required.',
  addressLine1: 'Address is required.',
  addressCity: 'City is required.',
  addressPhone: 'Enter a valid phone number (10 digits or 0 + 10 digits).',
  postcodeRequired: 'postcode is required.',
  postcodeOutsideBelfast: "Sorry we don't deliver outside Belfast.",
  // SPEC gives no texts for these two.
  addressTooLong: 'Please use 30 characters or fewer.',
  customLabelRequired: 'Please enter a label.',
  addressFormInvalid: 'Please correct the errors before submitting.',
  blogSlug: 'Invalid blog slug',
  // The kitchen's hours: times on the restaurant's 24-hour clock.
  shopTime: 'Times must be like 17:00 (HH:MM).',
  exceptionDate: 'Choose the date.',
  // The owner's menu editor.
  menuName: 'Names must be 1 to 60 characters.',
  dishDescription: 'The description can be up to 300 characters.',
  dishPrice: 'Prices must be between £0.01 and £500.00.',
  optionPrice: 'Option prices must be between £0.00 and £50.00.',
  allergens: 'Choose allergens from the 14 UK allergens, each once.',
  groupRule:
    'A customer must be able to pick at least 1 option, and no more than the group has.',
  requiredGroupOption: 'A required group needs at least one option.',
  optionNamesUnique: 'Two options in a group cannot have the same name.',
  tooManyOptions: 'A group can have up to 30 options.',
  tooManyGroups: 'A dish can have up to 8 add-on groups.',
  // The editor's own checks before sending (the API receives pence, never text).
  poundsFormat: 'Type the price in pounds and pence, like 12.95.',
  groupNumbers: 'Type whole numbers for how many a customer picks.',
  // The owner's site settings: each text names its field, the API puts the path before it.
  siteDescription:
    'The lead text is required: one line of 300 characters or fewer, plain text.',
  siteAbout:
    'The story is required: 5,000 characters or fewer, without control characters.',
  siteInfo:
    'The Info text is required: 10,000 characters or fewer, without control characters.',
  policyContent:
    'The policy text is required: 30,000 characters or fewer, without control characters.',
  contactLine1: 'The first address line is required: 60 characters or fewer.',
  contactLine2: 'The second address line must be 60 characters or fewer.',
  contactCity: 'The town or city is required: 40 characters or fewer.',
  shopPostcode: 'The postcode must be a Belfast postcode like BT7 2FY.',
  shopPhone:
    'The phone must be a UK number with its area code, like 028 9064 3120.',
  vatNumber:
    'The VAT number must be as on the VAT certificate, like GB 123 4567 89, or left empty.',
  socialNetwork: 'Choose Facebook, Instagram, TikTok, X or YouTube.',
  socialTwice: 'Each network can have one link.',
  socialLinks: 'There can be one link per network, 5 at most.',
  discountPercentage: 'The discount must be a whole number from 0 to 50 (%).',
  // The kitchen printer (Site → Kitchen printer): the address its self-test slip prints.
  printerAddress:
    'Enter the printer’s address as on its test slip, like 192.168.1.50 or 192.168.1.50:9100.',
  printerModel: 'Choose the printer’s model from the list.',
  discountMessage:
    'The discount message is required while there is a discount: one line of 120 characters or fewer.',
  feeTiers: 'Give 1 to 8 delivery fee tiers.',
  tierMiles:
    'Each tier’s miles must be more than 0 and at most 10, to 0.1 mile.',
  tierOrder: 'Each tier must reach further than the one before it.',
  tierFee: 'Each tier’s fee must be from £0.00 to £20.00, in whole pence.',
  minimumOrder:
    'The minimum order must be from £0.00 to £100.00, in whole pence.',
  editVersion: 'version must be the version the form was loaded with.',
  staffName: 'Please enter a name.',
} as const

/** A line of a past order that Order again could not put in the basket (the wire's). */
export type { LeftOutLine }

/** Why Order again left a line of the past order out. */
type LeftOutReason = LeftOutLine['reason']

const LEFT_OUT_REASONS: Record<LeftOutReason, string> = {
  sold_out: 'sold out',
  gone: 'no longer on the menu',
  choices_changed: 'its choices have changed',
}

const leftOutList = (leftOut: readonly LeftOutLine[]) =>
  leftOut.length === 0
    ? ''
    : ` Left out: ${leftOut
        .map((line) => `${line.name} (${LEFT_OUT_REASONS[line.reason]})`)
        .join(', ')}.`

/** What Order again says: how many items went in and what was left out, by name. */
export function reorderMessage(
  orderNumber: string,
  added: number,
  leftOut: readonly LeftOutLine[],
): string {
  if (added === 0) {
    return `Nothing from order ${orderNumber} can be ordered today.${leftOutList(leftOut)}`
  }
  const items = `${added} item${added === 1 ? '' : 's'}`
  return `Added ${items} from order ${orderNumber}.${leftOutList(leftOut)}`
}
