import { formatMoney } from '@food/shared/format'
import type { MenuItem } from '@food/shared/types'
import type { ReactNode } from 'react'
import styles from './menu-item-card.module.css'
import { VegMark } from './veg-mark'

/** Intrinsic size of card images: the browser reserves the box before load. */
export const CARD_IMAGE_WIDTH = 320
export const CARD_IMAGE_HEIGHT = 200

type MenuItemCardProps = {
  item: MenuItem
  /** Room for the item's actions (adding to the basket comes here). */
  actions?: ReactNode
  /**
   * The first card on screen: its picture is the page's largest paint, so it
   * loads at once and first, not lazily (server-rendered, it is in the HTML).
   */
  isPriority?: boolean
}

/** One dish: picture, name, description, price, veg mark and allergens. */
export function MenuItemCard({
  item,
  actions,
  isPriority = false,
}: MenuItemCardProps) {
  const headingId = `menu-item-${item.id}`
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {item.imageUrl ? (
        <img
          className={`${styles.image} ${styles.backdrop}`}
          src={item.imageUrl}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <div
          className={`${styles.image} ${styles.backdrop}`}
          aria-hidden="true"
        />
      )}
      <div className={styles.body}>
        <h3 id={headingId} className={styles.name}>
          {item.name}
        </h3>
        <p className={styles.description}>{item.description}</p>
        <p className={styles.allergens}>
          {item.allergens.length > 0
            ? `Contains: ${item.allergens.join(', ')}`
            : 'No listed allergens'}
        </p>
        <div className={styles.footer}>
          <p className={styles.price}>{formatMoney(item.price)}</p>
          {item.isVeg && <VegMark />}
          {!item.available && (
            <p className={styles.unavailable}>Currently unavailable</p>
          )}
          {item.available && item.soldOut && (
            <p className={styles.unavailable}>Sold out</p>
          )}
          {actions}
        </div>
      </div>
    </article>
  )
}
