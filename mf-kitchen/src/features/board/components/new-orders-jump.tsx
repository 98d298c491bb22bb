import type { StaffOrder } from '@food/shared/types'
import type { MouseEvent } from 'react'
import styles from './board-toolbar.module.css'
import { cardId } from './order-card'

/** How the ring is said to a screen reader, as it changes. */
function ringingSentence(count: number): string {
  if (count === 0) return 'No new order waiting.'
  if (count === 1) return '1 new order is ringing.'
  return `${count} new orders are ringing.`
}

/** Whether a card is wholly on screen below the board's bar. */
function isInView(card: HTMLElement, barBottom: number): boolean {
  const box = card.getBoundingClientRect()
  return box.top >= barBottom && box.bottom <= window.innerHeight
}

/**
 * The count of ringing orders, in the board's bar that stays on screen: a tap brings the
 * newest one not in view to the middle of the screen (the next tap the one before it; the
 * oldest when all are in view) and puts the focus on it, so a new order is never left
 * below the fold.
 */
export function NewOrdersJump({ ringing }: { ringing: StaffOrder[] }) {
  const count = ringing.length
  const jump = (event: MouseEvent<HTMLButtonElement>) => {
    const bar = event.currentTarget.closest('[data-board-bar]')
    const barBottom = bar?.getBoundingClientRect().bottom ?? 0
    const cards = [...ringing]
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
      .map((order) => document.getElementById(cardId(order)))
      .filter((card): card is HTMLElement => card !== null)
    const target =
      cards.findLast((card) => !isInView(card, barBottom)) ?? cards[0]
    target?.scrollIntoView({ block: 'center' })
    target?.focus({ preventScroll: true })
  }
  return (
    <>
      <p role="status" className={styles.srOnly}>
        {ringingSentence(count)}
      </p>
      {count > 0 && (
        <button type="button" className={styles.jump} onClick={jump}>
          {count} new <span aria-hidden="true">↓</span>
        </button>
      )}
    </>
  )
}
