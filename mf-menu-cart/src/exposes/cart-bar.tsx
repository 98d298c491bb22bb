import type { CartBarProps } from '@food/shared/contracts'
import { CartBar as Bar } from '../features/cart/components/cart-bar'

/** mf_menu_cart/CartBar: the bottom cart bar slot of the layout. */
export default function CartBar(_props: CartBarProps) {
  return <Bar />
}
