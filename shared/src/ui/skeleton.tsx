import type { CSSProperties } from 'react'
import styles from './skeleton.module.css'

type Props = {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  radius?: CSSProperties['borderRadius']
  className?: string
}

/** A shimmering placeholder block, hidden from assistive technology. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  radius,
  className,
}: Props) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={
        className ? `${styles.skeleton} ${className}` : styles.skeleton
      }
      style={{ width, height, borderRadius: radius }}
    />
  )
}
