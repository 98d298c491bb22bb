import { formatMoney } from '@food/shared/format'
import type { CustomerOrder } from '../hooks/use-customer-order'
import { AddressChoice } from './address-choice'
import pageStyles from './checkout-page.module.css'
import { DeliveryFeeLine } from './delivery-fee-line'
import { FulfilmentChoice } from './fulfilment-choice'
import { WhenChoice } from './when-choice'

type DeliveryCardProps = {
  order: CustomerOrder
}

/** Delivery or collection, and when; for a delivery, the address, its fee and the minimum. */
export function DeliveryCard({ order }: DeliveryCardProps) {
  const isDelivery = order.orderType === 'delivery'
  return (
    <div className={pageStyles.card}>
      <FulfilmentChoice value={order.orderType} onChange={order.setOrderType} />
      {order.times && (
        <WhenChoice
          times={order.times}
          orderType={order.orderType}
          when={order.when}
          slot={order.slot}
          onChange={order.setWhen}
        />
      )}
      {isDelivery && <AddressChoice saved={order.saved} />}
      {isDelivery && order.saved.selected && (
        <DeliveryFeeLine fee={order.fee} />
      )}
      {order.shortBy > 0 && (
        <p className={pageStyles.notice}>
          Minimum for delivery: {formatMoney(order.minimum)} of food (you are{' '}
          {formatMoney(order.shortBy)} short).
        </p>
      )}
    </div>
  )
}
