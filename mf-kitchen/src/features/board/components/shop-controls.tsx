import { formatShopTime } from '@food/shared/time'
import { useState } from 'react'
import ui from '../../../lib/ui.module.css'
import { activeShopState, useShopState } from '../hooks/use-shop-state'
import toolbar from './board-toolbar.module.css'
import { BusyDialog } from './busy-dialog'
import { PauseDialog } from './pause-dialog'
import styles from './shop-controls.module.css'

const at = (iso: string) => formatShopTime(new Date(iso))

/**
 * Busy mode and the pause of online orders: how they are, and the buttons to change them,
 * in the board's slim bar. Only what is on takes room; "Not busy" and "Taking online
 * orders" are read out, not shown.
 */
export function ShopControls({ now }: { now: number }) {
  const { state, change } = useShopState()
  const [open, setOpen] = useState<'busy' | 'pause' | null>(null)
  const [notice, setNotice] = useState('')
  const { busy, pause } = activeShopState(state.data, now)
  const isBusy = change.isPending
  const error = change.error?.message ?? null

  const show = (dialog: 'busy' | 'pause') => {
    change.reset()
    setOpen(dialog)
  }
  const close = () => setOpen(null)
  const run = (next: Parameters<typeof change.mutate>[0]) => {
    if (isBusy) return
    change.mutate(next, {
      onSuccess: ({ message }) => {
        setNotice(message)
        close()
      },
    })
  }

  if (state.isError) {
    return (
      <p role="alert" className={ui.error}>
        {state.error.message}
      </p>
    )
  }
  return (
    <div className={styles.controls}>
      <div className={styles.line}>
        <p className={busy ? styles.on : toolbar.srOnly}>
          {busy
            ? `Busy: +${busy.minutes} min until ${at(busy.until)}`
            : 'Not busy'}
        </p>
        <button
          type="button"
          className={`${ui.button} ${styles.button}`}
          aria-disabled={isBusy || !state.data}
          onClick={() =>
            busy ? run({ kind: 'end-busy' }) : state.data && show('busy')
          }
        >
          {busy ? 'End busy mode' : 'Busy mode…'}
        </button>
      </div>
      <div className={styles.line}>
        <p className={pause ? styles.paused : toolbar.srOnly}>
          {pause
            ? `Online orders paused until ${at(pause.until)}${pause.reason ? `: ${pause.reason}` : ''}`
            : 'Taking online orders'}
        </p>
        <button
          type="button"
          className={
            pause
              ? `${ui.button} ${styles.button} ${ui.primary}`
              : `${ui.button} ${styles.button} ${ui.danger}`
          }
          aria-disabled={isBusy || !state.data}
          onClick={() =>
            pause ? run({ kind: 'resume' }) : state.data && show('pause')
          }
        >
          {pause ? 'Resume online orders' : 'Pause online orders…'}
        </button>
      </div>
      <p role="status" className={toolbar.srOnly}>
        {notice}
      </p>
      {error && !open && (
        <p role="alert" className={`${ui.error} ${styles.error}`}>
          {error}
        </p>
      )}
      {open === 'busy' && (
        <BusyDialog
          isBusy={isBusy}
          error={error}
          onSubmit={(minutes, forMinutes) =>
            run({ kind: 'busy', minutes, forMinutes })
          }
          onClose={close}
        />
      )}
      {open === 'pause' && (
        <PauseDialog
          now={now}
          isBusy={isBusy}
          error={error}
          onSubmit={(until, reason) => run({ kind: 'pause', until, reason })}
          onClose={close}
        />
      )}
    </div>
  )
}
