export { type HoursException, hoursAround } from './hours-exceptions'
export type {
  DayHours,
  OpeningState,
  WeeklyHours,
} from './opening-hours'
export {
  DELIVERY_HOURS,
  dayName,
  describeOpeningState,
  getOpeningState,
  localParts,
  OPENING_HOURS,
  SHOP_TIME_ZONE,
  toMinutes,
  zonedTimeToDate,
} from './opening-hours'
export {
  describeHoursToday,
  estimateRanges,
  eveningWindow,
  leadMinutes,
  type MinutesRange,
  orderSlots,
  promisedAt,
  SLOT_MINUTES,
  travelMinutes,
} from './order-times'
export {
  formatShopTime,
  shopDate,
  TRADING_DAY_STARTS_AT_MINUTES,
  tradingDayDate,
  tradingDayStart,
} from './trading-day'
