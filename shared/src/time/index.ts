export { type HoursException, hoursAround } from './hours-exceptions'
export type { WeeklyHours } from './opening-hours'
export {
  DELIVERY_HOURS,
  dayName,
  describeOpeningState,
  getOpeningState,
  localParts,
  OPENING_HOURS,
  toMinutes,
  zonedTimeToDate,
} from './opening-hours'
export {
  describeHoursToday,
  estimateRanges,
  leadMinutes,
  orderSlots,
  promisedAt,
  readyAtWhenAccepted,
  travelMinutes,
} from './order-times'
export {
  formatShopTime,
  shopDate,
  tradingDayDate,
  tradingDayStart,
} from './trading-day'
