import type { OrderingTimes, ShopSettings } from '../types/shop'
import type { TestServer } from './test-server'

/** Shop settings with the parts a test cares about. */
export function shopSettings(minimumPence = 1000): ShopSettings {
  return {
    shop: {
      name: 'Kebab House',
      description: '',
      about: '',
      info: '',
      address: { line1: '', line2: '', city: 'Belfast', postcode: 'BT1 1AA' },
      phone: '',
      email: '',
      social: [],
      location: { lat: 54.597, lng: -5.93 },
    },
    timings: { opening: [], delivery: [], exceptions: [] },
    policy: {
      vatRatePercent: 20,
      discount: { percentage: 10, message: '10% off' },
      deliveryFees: [],
      minimumDeliveryOrderPence: minimumPence,
    },
  }
}

/** The ordering facts of GET /shop-status on an ordinary evening (lead time 20 minutes). */
export function orderingTimes(
  change: Partial<OrderingTimes> = {},
): OrderingTimes {
  return {
    leadMinutes: 20,
    hoursToday: 'Open until 01:00',
    delivery: {
      isOpenNow: true,
      minutes: { from: 30, to: 45 },
      slots: ['2026-03-04T20:15:00.000Z', '2026-03-04T20:30:00.000Z'],
      minimumOrderPence: 1200,
      feeFromPence: 150,
    },
    collection: {
      isOpenNow: true,
      minutes: { from: 15, to: 20 },
      slots: ['2026-03-04T20:15:00.000Z', '2026-03-04T20:30:00.000Z'],
    },
    ...change,
  }
}

/** The ordering facts of a closed evening with no time to order for (a holiday, say). */
function closedOrderingTimes(): OrderingTimes {
  const times = orderingTimes({ hoursToday: 'Closed today' })
  return {
    ...times,
    delivery: { ...times.delivery, isOpenNow: false, slots: [] },
    collection: { ...times.collection, isOpenNow: false, slots: [] },
  }
}

/**
 * GET /shop-status and GET /client/shop/settings: every page shows them (the
 * banner, the footer, whether ordering is on), so a component test serves them.
 */
export function serveShop(
  api: TestServer,
  {
    isOpen = true,
    message = '',
    minimumPence = 1000,
    times = isOpen ? orderingTimes() : closedOrderingTimes(),
  }: {
    isOpen?: boolean
    message?: string
    minimumPence?: number
    /** As the API always sends them: by default an open evening's, or a closed one's. */
    times?: OrderingTimes
  } = {},
) {
  api.on('GET /shop-status', {
    body: {
      status: true,
      isOpen,
      data: { isOpen, paused: false, message, nextOpeningAt: null, times },
    },
  })
  api.on('GET /client/shop/settings', {
    body: { status: true, data: shopSettings(minimumPence) },
  })
}
