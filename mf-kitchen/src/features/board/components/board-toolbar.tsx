import { toggleSound, useShift } from '../state/shift-store'
import styles from './board-toolbar.module.css'
import { ConnectionStatus } from './connection-status'
import { ShopControls } from './shop-controls'

/** The board's state at a glance: live stream, sound and screen; busy mode and the pause. */
export function BoardToolbar({ now }: { now: number }) {
  const { isStarted, isSoundOn, hasAudio, screen } = useShift()
  const soundText = !isStarted
    ? 'Sound off until the shift starts'
    : !hasAudio
      ? 'No sound on this device'
      : isSoundOn
        ? 'Sound on'
        : 'Sound off'
  return (
    <div className={styles.toolbar}>
      <ConnectionStatus now={now} />
      <p className={styles.pill}>{soundText}</p>
      {isStarted && hasAudio && (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={isSoundOn}
          onClick={toggleSound}
        >
          {isSoundOn ? 'Turn sound off' : 'Turn sound on'}
        </button>
      )}
      {screen !== 'unknown' && (
        <p className={styles.pill}>
          {screen === 'on' ? 'Screen stays on' : 'Screen may sleep'}
        </p>
      )}
      <ShopControls now={now} />
    </div>
  )
}
