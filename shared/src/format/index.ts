export { addressLines, formatAddress } from './address'
export { formatDate, formatMinutesAgo } from './date'
export { serializeJsonForScript } from './json-for-script'
export {
  formatMoney,
  formatSavings,
  parsePounds,
  penceToPounds,
} from './money'
export {
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
