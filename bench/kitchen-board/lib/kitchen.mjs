import { finish, placeOrder, staffAction } from './traffic.mjs'

/**
 * The open orders as the bench keeps them (oldest first in each list): ringing, being
 * prepared, and ready or out for delivery. A turn moves the oldest of each one step on
 * and a new order comes in, so the board keeps as many open.
 */
export class Kitchen {
  pending = []
  preparing = []
  ready = []
  placed = 0

  constructor(apiBase, token, customers) {
    this.apiBase = apiBase
    this.token = token
    this.customers = customers
  }

  get open() {
    return this.pending.length + this.preparing.length + this.ready.length
  }

  /** A new order from the next customer; two in five are deliveries. */
  async place(onSubmit) {
    const index = this.placed++
    const order = await placeOrder(
      this.apiBase,
      this.customers[index % this.customers.length],
      { delivery: index % 5 < 2, onSubmit },
    )
    this.pending.push(order)
    return order
  }

  async accept(order) {
    await staffAction(this.apiBase, this.token, order, 'accept', {
      minutes: 30,
    })
    this.moved(order, this.pending, this.preparing)
  }

  async advance(order) {
    await staffAction(this.apiBase, this.token, order, 'advance')
    this.moved(order, this.preparing, this.ready)
  }

  async finish(order) {
    await finish(this.apiBase, this.token, order)
    this.ready.splice(this.ready.indexOf(order), 1)
  }

  /** The tablet's own tap did it: the lists follow. */
  moved(order, from, to) {
    from.splice(from.indexOf(order), 1)
    to.push(order)
  }

  /**
   * "Seen" on every ringing order: the API rejects an order nobody acknowledged within the
   * shop's minutes (rejectAfterMinutes), and the clock is about to move on.
   */
  async acknowledgeRinging() {
    for (const order of this.pending) {
      if (order.seen) continue
      await staffAction(this.apiBase, this.token, order, 'acknowledge')
      order.seen = true
    }
  }

  /** Finishes the oldest `count` ready orders, moves as many on, accepts as many (the second tablet). */
  async turn(count = 1) {
    for (const order of this.ready.slice(0, count)) await this.finish(order)
    for (const order of this.preparing.slice(0, count))
      await this.advance(order)
    for (const order of this.pending.slice(0, count)) await this.accept(order)
  }

  /** `open` orders of a Friday rush: a third ringing, 5/12 being prepared, the rest ready. */
  async fill(open) {
    const ringing = Math.round(open / 3)
    const preparing = Math.round((open * 5) / 12)
    for (let i = 0; i < open; i += 1) await this.place()
    for (const order of this.pending.slice(0, open - ringing))
      await this.accept(order)
    for (const order of this.preparing.slice(0, open - ringing - preparing))
      await this.advance(order)
  }
}
