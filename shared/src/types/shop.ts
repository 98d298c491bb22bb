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

/** Minutes an order placed now takes, as a range: { from: 30, to: 45 }. */
export type MinutesRange = { from: number; to: number }

/** Delivery's or collection's times now. */
export type FulfilmentTimes = {
  /** Can be ordered as soon as possible now (its hours are running). */
  isOpenNow: boolean
  minutes: MinutesRange
  /** ISO instants it can be scheduled for this evening (quarter hours, the lead time ahead). */
  slots: string[]
}

/** The facts before ordering, computed by the server from the settings and the kitchen's lead time. */
export type OrderingTimes = {
  /** The kitchen's current lead time in minutes (busy mode included). */
  leadMinutes: number
  /** "Open until 02:00", "Today 16:30–01:00" or "Closed today". */
  hoursToday: string
  delivery: FulfilmentTimes & {
    minimumOrderPence: number
    /** The smallest delivery fee; null when nothing is delivered. */
    feeFromPence: number | null
  }
  collection: FulfilmentTimes
}

/** Answer of GET /shop-status (`data`). */
export type ShopStatus = {
  isOpen: boolean
  /** Closed because the kitchen paused online orders; `message` says until when and why. */
  paused?: boolean
  message: string
  nextOpeningAt: string | null
  /** Absent from an API older than the ordering facts. */
  times?: OrderingTimes
}

/** Answer of POST /client/policy (`data`): the latest version. */
export type PolicyDocument = {
  policy: string
  title: string
  content: string
  updatedAt: string
  version: number
}
