import styles from './spinner.module.css'
import { VisuallyHidden } from './visually-hidden'

type Props = {
  /** Read by screen readers; defaults to 'Loading'. */
  label?: string
  size?: number
}

/** A round loading indicator announced as a status. */
export function Spinner({ label = 'Loading', size = 24 }: Props) {
  return (
    <span role="status">
      <span
        aria-hidden="true"
        className={styles.spinner}
        style={{ width: size, height: size }}
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  )
}
