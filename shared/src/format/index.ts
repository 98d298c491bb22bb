export { addressLines, formatAddress } from './address'
export { formatDate, formatMinutesAgo } from './date'
export { hoursExceptionText } from './hours-exception'
export { serializeJsonForScript } from './json-for-script'
export {
  formatMoney,
  formatSavings,
  formatTenths,
  parsePounds,
  penceToPounds,
} from './money'
export {
  isRefundedInFull,
  orderPromise,
  orderStatusLabel,
  orderTiming,
  paymentLabel,
  refundedText,
} from './order-status'
export {
  collectionFacts,
  deliveryFacts,
  formatMinutesRange,
  formatSlot,
} from './ordering'
export {
  type UnavailableLine,
  unavailableLinesMessage,
} from './unavailable'
