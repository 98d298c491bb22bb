import { useExclusiveMutation } from '@food/shared/query'
import type { MenuItem } from '@food/shared/types'
import { addItemToCart, type ItemChoice } from '../../../lib/cart-actions'

/**
 * Puts the chosen dish in the basket once per tap: while an add is on its
 * way, further taps are ignored. `onAdded` runs only when it landed; a
 * failure is shown by the cart action's popup.
 */
export function useAddToBasket(item: MenuItem, onAdded: () => void) {
  const adding = useExclusiveMutation(
    ['basket-add', item.id],
    (choice: ItemChoice) => addItemToCart(item, choice),
  )

  const add = async (choice: ItemChoice) => {
    if (await adding.run(choice)) onAdded()
  }

  return { isAdding: adding.isPending, add }
}
