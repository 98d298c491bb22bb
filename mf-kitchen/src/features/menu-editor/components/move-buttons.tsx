import ui from '../../../lib/ui.module.css'

type Props = {
  /** Makes the buttons' ids, so the focus can come back to them after a move. */
  idPrefix: string
  index: number
  count: number
  isBusy: boolean
  onMove: (step: -1 | 1, buttonId: string) => void
}

/**
 * Move up and Move down: keyboard and tap, no dragging needed. At an end the button says
 * it cannot (aria-disabled) but keeps the focus it may have.
 */
export function MoveButtons({ idPrefix, index, count, isBusy, onMove }: Props) {
  const buttons = [
    { step: -1 as const, label: 'Move up', isEnd: index === 0 },
    { step: 1 as const, label: 'Move down', isEnd: index === count - 1 },
  ]
  return (
    <>
      {buttons.map(({ step, label, isEnd }) => {
        const id = `${idPrefix}-${step < 0 ? 'up' : 'down'}`
        return (
          <button
            key={label}
            id={id}
            type="button"
            className={ui.button}
            aria-disabled={isEnd || isBusy}
            onClick={() => {
              if (!isEnd && !isBusy) onMove(step, id)
            }}
          >
            {label}
          </button>
        )
      })}
    </>
  )
}
