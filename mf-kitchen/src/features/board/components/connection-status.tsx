import { formatShopTime } from '@food/shared/time'
import { useConnection } from '../state/connection-store'
import styles from './board-toolbar.module.css'

/** After this long down, "Reconnecting…" becomes "Offline since hh:mm". */
const OFFLINE_AFTER_MS = 15_000

/** Live, Reconnecting… or Offline since hh:mm; it recovers on its own. */
export function ConnectionStatus({ now }: { now: number }) {
  const { state, downSince, clockOffsetMs } = useConnection()
  const deviceNow = now - clockOffsetMs
  let text = 'Connecting…'
  let tone = styles.waiting
  if (state === 'live') {
    text = 'Live'
    tone = styles.live
  } else if (downSince !== null && deviceNow - downSince >= OFFLINE_AFTER_MS) {
    text = `Offline since ${formatShopTime(new Date(downSince))}`
    tone = styles.offline
  } else if (state === 'reconnecting') {
    text = 'Reconnecting…'
  }
  return (
    <p role="status" className={`${styles.pill} ${tone}`}>
      <span aria-hidden="true" className={styles.dot} />
      {text}
    </p>
  )
}
