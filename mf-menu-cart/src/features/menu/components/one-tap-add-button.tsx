import { type MenuItem, POPUP_AUTO_CLOSE_MS } from '@food/shared/types'
import { useEffect, useRef, useState } from 'react'
import { useAddToBasket } from '../hooks/use-add-to-basket'
import styles from './add-item-button.module.css'

const ONE = { quantity: 1, instructions: '', addons: {} }

/**
 * Add for a dish with nothing to choose: one tap puts one in the basket, and
 * the button says "Added" for as long as a popup would show (a screen reader
 * hears it from the status beside it). A failure shows the cart's popup.
 */
export function OneTapAddButton({ item }: { item: MenuItem }) {
  const [isAdded, setIsAdded] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const { isAdding, add } = useAddToBasket(item, () => {
    clearTimeout(timer.current)
    setIsAdded(true)
    timer.current = setTimeout(() => setIsAdded(false), POPUP_AUTO_CLOSE_MS)
  })
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <>
      <button
        type="button"
        className={`${styles.add} ${isAdded ? styles.added : ''}`}
        aria-label={`Add ${item.name}`}
        aria-describedby={isAdded ? `added-${item.id}` : undefined}
        disabled={item.soldOut}
        onClick={() => void add(ONE)}
      >
        <span aria-hidden="true" className={styles.plus}>
          {isAdded ? '✓' : '+'}
        </span>
        {isAdding ? 'Adding…' : isAdded ? 'Added' : 'Add'}
      </button>
      <span id={`added-${item.id}`} role="status" className={styles.status}>
        {isAdded ? `${item.name} added to your basket.` : ''}
      </span>
    </>
  )
}
