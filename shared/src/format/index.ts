export { formatDate, formatMinutesAgo } from './date'
export { formatMoney, formatSavings } from './money'
export { orderStatusLabel, paymentLabel } from './order-status'
