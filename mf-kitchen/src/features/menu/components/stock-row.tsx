import type { MenuStock, StockState } from '@food/shared/types'
import { useId } from 'react'
import ui from '../../../lib/ui.module.css'
import styles from './sold-out-page.module.css'

const BUTTONS: { state: StockState; label: string }[] = [
  { state: 'sold-out-today', label: 'Sold out today' },
  { state: 'sold-out', label: 'Sold out' },
  { state: 'in-stock', label: 'Back in stock' },
]

/** Which of the three a row is in now. */
function stockState(row: MenuStock): StockState {
  if (!row.soldOut) return 'in-stock'
  return row.soldOutUntil ? 'sold-out-today' : 'sold-out'
}

const STATE_TEXT: Record<StockState, string> = {
  'sold-out-today': 'Sold out until tomorrow',
  'sold-out': 'Sold out until you change it',
  'in-stock': 'In stock',
}

type Props = {
  row: MenuStock
  isBusy: boolean
  onChange: (state: StockState) => void
}

/** One dish or option: how it stands, and the three buttons (the current one pressed). */
export function StockRow({ row, isBusy, onChange }: Props) {
  const nameId = useId()
  const current = stockState(row)
  return (
    <li className={`${styles.row} ${current === 'in-stock' ? '' : styles.out}`}>
      <p className={styles.name}>
        <strong id={nameId}>{row.name}</strong>
        <span className={styles.state}>{STATE_TEXT[current]}</span>
      </p>
      <fieldset aria-labelledby={nameId} className={styles.buttons}>
        {BUTTONS.map(({ state, label }) => (
          <button
            key={state}
            type="button"
            className={ui.button}
            aria-pressed={current === state}
            aria-disabled={isBusy}
            onClick={() => {
              if (!isBusy && current !== state) onChange(state)
            }}
          >
            {label}
          </button>
        ))}
      </fieldset>
    </li>
  )
}
