import { useAppMutation, useAppQueryClient } from '@food/shared/query'
import type { MenuItem } from '@food/shared/types'
import { addItemToCart, type ItemChoice } from '../../../lib/cart-actions'

/**
 * Puts the chosen dish in the basket once per tap: while an add is on its
 * way, further taps are ignored. `onAdded` runs only when it landed; a
 * failure is shown by the cart action's popup.
 */
export function useAddToBasket(item: MenuItem, onAdded: () => void) {
  const client = useAppQueryClient()
  const mutationKey = ['basket-add', item.id]
  const adding = useAppMutation({
    mutationKey,
    mutationFn: (choice: ItemChoice) => addItemToCart(item, choice),
  })

  const add = async (choice: ItemChoice) => {
    // The cache, not isPending (ADR 028): the component hears of the pending add a task
    // later, and the second tap of a double tap can come before that.
    if (client.isMutating({ mutationKey }) > 0) return
    if (await adding.mutateAsync(choice)) onAdded()
  }

  return { isAdding: adding.isPending, add }
}
