import { describe, expect, it } from 'vitest'
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_LABELS,
  BLOG_SKELETON_COUNT,
  COUNTRY_PREFIX,
  CURRENCY,
  CUSTOM_LABEL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ERROR_RESET_MS,
  LOCALE,
  MOBILE_LENGTH,
  MOBILE_LENGTH_WITH_ZERO,
  NAME_MAX_LENGTH,
  ORDER_HISTORY_LIMIT,
  OTP_LENGTH,
  POPUP_AUTO_CLOSE_MS,
  STORAGE_KEYS,
  TIME_ZONE,
  TRACKING_AGE_REFRESH_MS,
} from './constants'

describe('SPEC section 9 constants', () => {
  it.each([
    ['OTP_LENGTH', OTP_LENGTH, 4],
    ['MOBILE_LENGTH', MOBILE_LENGTH, 10],
    ['MOBILE_LENGTH_WITH_ZERO', MOBILE_LENGTH_WITH_ZERO, 11],
    ['COUNTRY_PREFIX', COUNTRY_PREFIX, '+44'],
    ['NAME_MAX_LENGTH', NAME_MAX_LENGTH, 50],
    ['EMAIL_MAX_LENGTH', EMAIL_MAX_LENGTH, 100],
    ['ADDRESS_FIELD_MAX_LENGTH', ADDRESS_FIELD_MAX_LENGTH, 30],
    ['CUSTOM_LABEL_MAX_LENGTH', CUSTOM_LABEL_MAX_LENGTH, 30],
    ['POPUP_AUTO_CLOSE_MS', POPUP_AUTO_CLOSE_MS, 2000],
    ['ERROR_RESET_MS', ERROR_RESET_MS, 3000],
    ['TRACKING_AGE_REFRESH_MS', TRACKING_AGE_REFRESH_MS, 60_000],
    ['ORDER_HISTORY_LIMIT', ORDER_HISTORY_LIMIT, 5],
    ['BLOG_SKELETON_COUNT', BLOG_SKELETON_COUNT, 8],
    ['CURRENCY', CURRENCY, 'GBP'],
    ['LOCALE', LOCALE, 'en-GB'],
    ['TIME_ZONE', TIME_ZONE, 'Europe/London'],
  ])('%s is %j', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('lists the address types home, work and others', () => {
    expect(ADDRESS_LABELS).toEqual(['home', 'work', 'others'])
  })

  it('keeps the token, the guest cart, the tracked orders, the closed cart bar, the staff token and the avoided allergens under team-prefixed keys', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'food:token',
      guestCart: 'food:cart',
      latestOrder: 'food:latest-order',
      trackedOrders: 'food:tracked-orders',
      cartBarClosed: 'food:cart-bar-closed',
      staffToken: 'food:staff-token',
      avoidedAllergens: 'food:avoided-allergens',
    })
  })
})
