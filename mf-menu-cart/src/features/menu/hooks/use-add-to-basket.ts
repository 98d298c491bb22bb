import { useAppMutation } from '@food/shared/query'
import type { MenuItem } from '@food/shared/types'
import { useRef } from 'react'
import { addItemToCart, type ItemChoice } from '../../../lib/cart-actions'

/**
 * Puts the chosen dish in the basket once per tap: while an add is on its
 * way, further taps are ignored. `onAdded` runs only when it landed; a
 * failure is shown by the cart action's popup.
 */
export function useAddToBasket(item: MenuItem, onAdded: () => void) {
  const adding = useAppMutation({
    mutationFn: (choice: ItemChoice) => addItemToCart(item, choice),
  })
  // A ref as well as isPending (ADR 028): TanStack tells the component an add is pending in a
  // later task, so a double tap's second tap would still see isPending false.
  const isAddingRef = useRef(false)

  const add = async (choice: ItemChoice) => {
    if (isAddingRef.current) return
    isAddingRef.current = true
    try {
      if (await adding.mutateAsync(choice)) onAdded()
    } finally {
      isAddingRef.current = false
    }
  }

  return { isAdding: adding.isPending, add }
}
