import styles from './veg-toggle.module.css'

type VegToggleProps = {
  isVegOnly: boolean
  onChange: (isVegOnly: boolean) => void
}

/** The 'Veg only' switch: a native checkbox, so keyboard and forms just work. */
export function VegToggle({ isVegOnly, onChange }: VegToggleProps) {
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={isVegOnly}
        className={styles.input}
        checked={isVegOnly}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.track} aria-hidden="true" />
      <span>Veg only</span>
    </label>
  )
}
