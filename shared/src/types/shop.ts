import type { HoursException } from '../time/hours-exceptions'
export type SocialLink = { network: string; url: string }

/** `day` is 0 (Sunday) to 6; times are "HH:MM" in the restaurant's time zone. */
export type DayHours = { day: number; open: string; close: string }

export type DeliveryFeeBand = { maxMiles: number; feePence: number }

/** Answer of GET /client/shop/settings (`data`). */
export type ShopSettings = {
  shop: {
    name: string
    description: string
    /** The restaurant's story, for the About page (Markdown). */
    about: string
    /** The Info page's own text around its computed sections (Markdown). */
    info: string
    address: { line1: string; line2: string; city: string; postcode: string }
    phone: string
    email: string
    social: SocialLink[]
  }
  timings: {
    opening: DayHours[]
    delivery: DayHours[]
    /** Dated changes to the week from today on (closed all day, or other hours). */
    exceptions?: HoursException[]
  }
  policy: {
    vatRatePercent: number
    discount: { percentage: number; message: string }
    deliveryFees: DeliveryFeeBand[]
    /** Smallest basket in pence (after discount, before the fee) that is delivered. */
    minimumDeliveryOrderPence: number
    /** "Pay now by card" is offered (the API has Stripe keys); absent means false. */
    onlinePayment?: boolean
  }
}

/** GET /shop-status's `data` and its ordering facts: the wire contract's (@food/shared/wire). */
export type {
  FulfilmentTimes,
  MinutesRange,
  OrderingTimes,
  ShopStatus,
} from '../wire/shop'

/** Answer of POST /client/policy (`data`): the latest version. */
export type PolicyDocument = {
  policy: string
  title: string
  content: string
  updatedAt: string
  version: number
}
