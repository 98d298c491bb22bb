import type { OrderTrackingBarProps } from '@food/shared/contracts'
import { OrderTrackingBar } from '../features/tracking/components/order-tracking-bar'

export default function OrderTrackingBarExpose(_props: OrderTrackingBarProps) {
  return <OrderTrackingBar />
}
