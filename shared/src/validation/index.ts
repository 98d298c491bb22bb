export { OTP_LENGTH } from '../types/constants'
export { VALIDATION_MESSAGES } from '../types/messages'
export type {
  AddressFormErrors,
  AddressFormField,
  AddressFormValues,
} from './address'
export {
  addressLabelValue,
  addressToFormValues,
  validateAddressForm,
  validateAddressSubmit,
} from './address'
export type { ValidationFailure } from './failure'
export { foldAccents } from './fold-accents'
export {
  hoursExceptionSchema,
  isShopTime,
  weekHoursSchema,
} from './hours'
export {
  formatMobileWithPrefix,
  isValidMobile,
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
export { isPlainText } from './plain-text'
export { numberedSlug, slugFromTitle } from './post-slug'
export {
  normalisePostcode,
  validatePostcode,
} from './postcode'
export { parsePrinterAddress } from './printer-address'
export { mobileSchema } from './schemas'
export {
  validateEmail,
  validateSignupName,
} from './signup'
export {
  contactDetailsSchema,
  moneyRulesSchema,
  policyTextSchema,
  siteTextsSchema,
} from './site-settings'
export { toSlug } from './slug'
