import { dayName } from '@food/shared/time'
import type { ShopSettings } from '@food/shared/types'
import styles from './content-page.module.css'

type Props = { caption: string; hours: ShopSettings['timings']['opening'] }

// Monday first, as people in the UK read a week.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0]

export function HoursTable({ caption, hours }: Props) {
  const byDay = new Map(hours.map((entry) => [entry.day, entry]))
  return (
    <table className={styles.hours}>
      <caption>{caption}</caption>
      <tbody>
        {WEEK_ORDER.map((day) => {
          const entry = byDay.get(day)
          return (
            <tr key={day}>
              <th scope="row">{dayName(day)}</th>
              <td>{entry ? `${entry.open} – ${entry.close}` : 'Closed'}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
