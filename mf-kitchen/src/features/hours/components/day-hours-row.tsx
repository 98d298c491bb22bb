import { dayName } from '@food/shared/time'
import ui from '../../../lib/ui.module.css'
import type { DayRow, HoursCell, HoursKind } from '../utils/week-rows'
import styles from './hours-page.module.css'

type Props = {
  /** Makes each field's id, so a problem can move the focus to it. */
  idPrefix: string
  row: DayRow
  onChange: (kind: HoursKind, next: Partial<HoursCell>) => void
}

const KINDS: { kind: HoursKind; title: string; closed: string }[] = [
  { kind: 'opening', title: 'Open', closed: 'Closed' },
  { kind: 'delivery', title: 'Delivery', closed: 'No delivery' },
]

/** One day of the week: its opening and its delivery times, or closed. */
export function DayHoursRow({ idPrefix, row, onChange }: Props) {
  const name = dayName(row.day)
  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayName}>{name}</legend>
      {KINDS.map(({ kind, title, closed }) => {
        const cell = row[kind]
        const fieldId = (field: 'open' | 'close') =>
          `${idPrefix}-${row.day}-${kind}-${field}`
        return (
          <fieldset key={kind} className={styles.kind}>
            <legend>
              {title} on {name}
            </legend>
            <label className={ui.choice}>
              <input
                type="checkbox"
                checked={cell.isClosed}
                onChange={(event) =>
                  onChange(kind, { isClosed: event.target.checked })
                }
              />
              {closed}
            </label>
            {!cell.isClosed &&
              (['open', 'close'] as const).map((field) => (
                <span key={field} className={styles.time}>
                  <label htmlFor={fieldId(field)}>
                    {field === 'open' ? 'From' : 'Until'}
                  </label>
                  <input
                    id={fieldId(field)}
                    type="time"
                    className={ui.field}
                    value={cell[field]}
                    onChange={(event) =>
                      onChange(kind, { [field]: event.target.value })
                    }
                  />
                </span>
              ))}
          </fieldset>
        )
      })}
    </fieldset>
  )
}
