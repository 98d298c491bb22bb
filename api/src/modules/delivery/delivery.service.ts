import { normalisePostcode, validatePostcode } from '@food/shared/validation'
import type { DeliveryFee } from '@food/shared/wire'
import { UnprocessableError } from '../../errors'
import type { ShopService } from '../shop/shop.service'
import { BT_DISTRICT_CENTRES } from './bt-districts'
import { roadMiles } from './distance'

export function createDeliveryService(shop: ShopService) {
  return {
    /** The fee for delivering to a Belfast postcode, by road distance band. */
    async quote(postcode: string): Promise<DeliveryFee> {
      const problem = validatePostcode(postcode)
      if (problem) throw new UnprocessableError('INVALID_POSTCODE', problem)
      const district = normalisePostcode(postcode).split(' ')[0] ?? ''
      const centre = BT_DISTRICT_CENTRES[district]
      // validatePostcode admits BT1–BT17 only, and the table holds every one of them.
      if (!centre) throw new Error(`No centre for district ${district}`)
      const settings = await shop.getSettings()
      const mile = roadMiles(settings.shop.location, centre)
      const tier = [...settings.policy.deliveryFees]
        .sort((a, b) => a.maxMiles - b.maxMiles)
        .find((t) => mile <= t.maxMiles)
      if (!tier) {
        throw new UnprocessableError(
          'OUTSIDE_DELIVERY_AREA',
          `Sorry, ${district} is outside our delivery range.`,
        )
      }
      return { deliveryFee: tier.feePence, mile }
    },
  }
}

export type DeliveryService = ReturnType<typeof createDeliveryService>
