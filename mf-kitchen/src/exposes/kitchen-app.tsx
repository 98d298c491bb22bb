import type { KitchenAppProps } from '@food/shared/contracts'
import { KitchenApp as Kitchen } from '../app/kitchen-app'

/** mf_kitchen/KitchenApp: the kitchen's area at /kitchen and below. */
export default function KitchenApp(_props: KitchenAppProps) {
  return <Kitchen />
}
