import type { HTMLAttributes, ReactNode } from 'react'
import styles from './visually-hidden.module.css'

type Props = HTMLAttributes<HTMLElement> & {
  children: ReactNode
  /** A paragraph for a live region or a status, a fieldset's legend; a span inside a line. */
  as?: 'span' | 'p' | 'legend'
}

/** Text for screen readers only: the one way the site hides words from sight. */
export function VisuallyHidden({ as: Tag = 'span', ...props }: Props) {
  return <Tag {...props} className={styles.hidden} />
}
