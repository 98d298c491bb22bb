import type { OrdersPageProps } from '@food/shared/contracts'
import { OrdersPage } from '../features/orders/components/orders-page'

export default function OrdersPageExpose({ orderId }: OrdersPageProps) {
  return <OrdersPage orderId={orderId} />
}
