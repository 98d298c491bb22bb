import { hoursExceptionText } from '@food/shared/format'
import type { ShopSettings } from '@food/shared/types'

type Props = { exceptions: ShopSettings['timings']['exceptions'] }

// "Friday 25 December": the exception's date is a calendar day, so it is read at noon UTC
// (the same day in Belfast, whatever the offset).
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/**
 * The owner's dated changes to the week (a closed day, other hours), from today on: the week's
 * tables above do not hold for those evenings. Their notes are the kitchen's own, not shown.
 */
export function HoursChanges({ exceptions }: Props) {
  if (exceptions.length === 0) return null
  return (
    <section aria-labelledby="hours-changes">
      <h2 id="hours-changes">Changes to these hours</h2>
      <ul>
        {exceptions.map((exception) => (
          <li key={exception.date}>
            <strong>
              {dayFormat.format(new Date(`${exception.date}T12:00:00Z`))}
            </strong>
            : {hoursExceptionText(exception)}
          </li>
        ))}
      </ul>
    </section>
  )
}
