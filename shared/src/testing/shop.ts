import type { ShopSettings } from '../types/shop'
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
    },
    timings: { opening: [], delivery: [] },
    policy: {
      vatRatePercent: 20,
      discount: { percentage: 10, message: '10% off' },
      deliveryFees: [],
      minimumDeliveryOrderPence: minimumPence,
    },
  }
}

/**
 * GET /shop-status and GET /client/shop/settings: every page shows them (the
 * banner, the footer, whether ordering is on), so a component test serves them.
 */
export function serveShop(
  api: TestServer,
  { isOpen = true, message = '', minimumPence = 1000 } = {},
) {
  api.on('GET /shop-status', {
    body: {
      status: true,
      isOpen,
      data: { isOpen, message, nextOpeningAt: null },
    },
  })
  api.on('GET /client/shop/settings', {
    body: { status: true, data: shopSettings(minimumPence) },
  })
}
