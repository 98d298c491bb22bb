import type { ReactNode } from 'react'
import styles from './order-card.module.css'

type Props = {
  /** The id the ticket's Details button controls. */
  id: string
  isOpen: boolean
  children: ReactNode
}

/**
 * A ticket's details, one tap away (the Details button in its first line): the customer,
 * the address, the totals and the rarer actions. Folded by the stylesheet, so the
 * ticket keeps its state and its dialogs while folded.
 */
export function OrderMore({ id, isOpen, children }: Props) {
  return (
    <div id={id} className={isOpen ? styles.moreBody : styles.moreFolded}>
      {children}
    </div>
  )
}
