import { formatMoney } from '@food/shared/format'
import type { MenuItem } from '@food/shared/types'
import { ResponsivePhoto } from '@food/shared/ui'
import type { ReactNode } from 'react'
import styles from './menu-item-card.module.css'
import { VegMark } from './veg-mark'

/** Intrinsic size of card images: the browser reserves the box before load. */
const CARD_IMAGE_WIDTH = 320
const CARD_IMAGE_HEIGHT = 200

/**
 * How wide a card's photo is drawn, from the CSS. Below 600 px a dish is a compact row
 * with an 80 px square thumbnail. From there the shell's main is at most 1200 px with
 * 16 px padding (content: min(100vw, 1200px) - 32px), and the grid fits as many 260 px
 * columns as it can with 16 px gaps: two below 844, three below 1120, four from there
 * (280 px each at 1200 and up). A phone takes the smallest variant; a desktop's card
 * takes 400 w or 800 w, never 1200 w.
 */
export const CARD_PHOTO_SIZES = [
  '(min-width: 1200px) 280px',
  '(min-width: 1120px) calc(25vw - 20px)',
  '(min-width: 844px) calc(33.33vw - 21px)',
  '(min-width: 600px) calc(50vw - 24px)',
  '80px',
].join(', ')

type MenuItemCardProps = {
  item: MenuItem
  /** Room for the item's actions (adding to the basket comes here). */
  actions?: ReactNode
  /**
   * Whether a vegetarian dish shows the badge: only where its category also
   * has dishes that are not (a badge on every drink would mean nothing).
   */
  isVegMarked?: boolean
  /**
   * The first card on screen: its picture is the page's largest paint, so it
   * loads at once and first, not lazily (server-rendered, it is in the HTML).
   */
  isPriority?: boolean
}

/**
 * The dish's picture: the owner's photo, else the menu's picture of this dish;
 * with neither, none at all (a text card), never a picture of another dish.
 */
function CardPicture({
  item,
  isPriority,
}: {
  item: MenuItem
  isPriority: boolean
}) {
  if (item.photo) {
    return (
      <ResponsivePhoto
        photo={item.photo}
        alt=""
        sizes={CARD_PHOTO_SIZES}
        isPriority={isPriority}
        className={styles.image}
      />
    )
  }
  if (!item.imageUrl) return null
  return (
    <img
      className={styles.image}
      src={item.imageUrl}
      alt=""
      width={CARD_IMAGE_WIDTH}
      height={CARD_IMAGE_HEIGHT}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
    />
  )
}

/**
 * One dish: name, description, allergens, price, veg mark and Add, with its
 * picture on top on wider screens and as a square thumbnail at the side on a
 * phone (a compact row, so several dishes fit on one screen).
 */
export function MenuItemCard({
  item,
  actions,
  isVegMarked = true,
  isPriority = false,
}: MenuItemCardProps) {
  const headingId = `menu-item-${item.id}`
  const hasPicture = Boolean(item.photo || item.imageUrl)
  return (
    <article
      className={`${styles.card} ${hasPicture ? '' : styles.textOnly}`}
      aria-labelledby={headingId}
    >
      <CardPicture item={item} isPriority={isPriority} />
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
      </div>
      <div className={styles.footer}>
        <p className={styles.price}>{formatMoney(item.price)}</p>
        <div className={styles.badges}>
          {item.isVeg && isVegMarked && <VegMark />}
          {!item.available && (
            <p className={styles.unavailable}>Currently unavailable</p>
          )}
          {item.available && item.soldOut && (
            <p className={styles.unavailable}>Sold out</p>
          )}
        </div>
        {actions}
      </div>
    </article>
  )
}
