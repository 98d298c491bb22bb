export {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_LABELS,
  COUNTRY_PREFIX,
  CUSTOM_LABEL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MOBILE_LENGTH,
  MOBILE_LENGTH_WITH_ZERO,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
} from '../types/constants'
export { VALIDATION_MESSAGES } from '../types/messages'
export type {
  AddressFormErrors,
  AddressFormField,
  AddressFormValues,
} from './address'
export {
  addressLabelValue,
  addressToFormValues,
  canSaveAddress,
  validateAddressField,
  validateAddressForm,
  validateAddressSubmit,
} from './address'
export { isValidBlogSlug } from './blog-slug'
export type { ValidationFailure } from './failure'
export { foldAccents } from './fold-accents'
export {
  dayHoursSchema,
  hoursExceptionSchema,
  isCalendarDate,
  isShopTime,
  shopTimeSchema,
  weekHoursSchema,
} from './hours'
export {
  formatMobileWithPrefix,
  isValidMobile,
  mobileMaxLength,
  normaliseMobile,
  sanitiseMobileInput,
  validateMobile,
} from './mobile'
export {
  isCompleteOtp,
  otpFromPaste,
  validateOtp,
  wrongOtpFailure,
} from './otp'
export { isPlainMultilineText, isPlainText } from './plain-text'
export {
  isPostSlug,
  numberedSlug,
  slugFromTitle,
} from './post-slug'
export {
  isBelfastPostcode,
  normalisePostcode,
  validatePostcode,
} from './postcode'
export {
  addressFormSchema,
  blogSlugSchema,
  emailSchema,
  loginSchema,
  mobileSchema,
  nameSchema,
  otpSchema,
  postcodeSchema,
  signupSchema,
  verifyOtpSchema,
} from './schemas'
export {
  isValidEmail,
  isValidName,
  validateEmail,
  validateSignupName,
} from './signup'
export {
  contactDetailsSchema,
  editVersionSchema,
  moneyRulesSchema,
  policyTextSchema,
  siteTextsSchema,
} from './site-settings'
export { isSlug, SLUG_PATTERN, toSlug } from './slug'
