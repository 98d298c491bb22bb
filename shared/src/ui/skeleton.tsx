import type { CSSProperties } from 'react'
import styles from './skeleton.module.css'

type Props = {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  radius?: CSSProperties['borderRadius']
  className?: string
}

/**
 * A shimmering placeholder block, hidden from assistive technology. Its size
 * comes from the props, or from `className` alone: a placeholder the server
 * renders must have no style attribute (the page's CSP allows no inline style).
 */
export function Skeleton({ width, height, radius, className }: Props) {
  const hasStyle = [width, height, radius].some((value) => value !== undefined)
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={
        className ? `${styles.skeleton} ${className}` : styles.skeleton
      }
      style={hasStyle ? { width, height, borderRadius: radius } : undefined}
    />
  )
}
