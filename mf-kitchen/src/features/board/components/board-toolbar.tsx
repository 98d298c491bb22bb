import type { StaffOrder } from '@food/shared/types'
import { toggleSound, useShift } from '../state/shift-store'
import styles from './board-toolbar.module.css'
import { ConnectionStatus } from './connection-status'
import { FullScreenButton } from './full-screen-button'
import { NewOrdersJump } from './new-orders-jump'
import { ShopControls } from './shop-controls'
import { SoundBackBanner } from './sound-back-banner'

type Props = {
  now: number
  /** The orders ringing now, oldest first. */
  ringing: StaffOrder[]
}

/**
 * The board's one slim bar, kept on screen: the count of new orders, the live stream,
 * busy mode and the pause, sound, screen and full screen; below it, while orders ring
 * after a reload, the banner that turns the sound back on.
 */
export function BoardToolbar({ now, ringing }: Props) {
  const { isStarted, wasStarted, isSoundOn, hasAudio, screen } = useShift()
  const isSoundLost = !isStarted && wasStarted && ringing.length > 0
  return (
    <div className={styles.bar} data-board-bar>
      <div className={styles.toolbar}>
        <NewOrdersJump ringing={ringing} />
        <ConnectionStatus now={now} />
        <ShopControls now={now} />
        {isStarted && hasAudio ? (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={isSoundOn}
            onClick={toggleSound}
          >
            Sound
          </button>
        ) : (
          <p className={styles.pill}>
            {isStarted ? 'No sound on this device' : 'Sound off'}
          </p>
        )}
        {screen === 'may-sleep' && (
          <p className={styles.pill}>Screen may sleep</p>
        )}
        <FullScreenButton />
      </div>
      {isSoundLost && <SoundBackBanner />}
    </div>
  )
}
