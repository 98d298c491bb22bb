import type { MenuItem } from '@food/shared/types'
import { useRef, useState } from 'react'
import { addItemToCart, type ItemChoice } from '../../../lib/cart-actions'

/**
 * Puts the chosen dish in the basket once per tap: while an add is on its
 * way, further taps are ignored. `onAdded` runs only when it landed; a
 * failure is shown by the cart action's popup.
 */
export function useAddToBasket(item: MenuItem, onAdded: () => void) {
  const [isAdding, setIsAdding] = useState(false)
  // A ref as well as state: a double tap can land before React re-renders.
  const isAddingRef = useRef(false)

  const add = async (choice: ItemChoice) => {
    if (isAddingRef.current) return
    isAddingRef.current = true
    setIsAdding(true)
    try {
      if (await addItemToCart(item, choice)) onAdded()
    } finally {
      isAddingRef.current = false
      setIsAdding(false)
    }
  }

  return { isAdding, add }
}
