import type { RingSound } from '@food/shared/types'
import { useState } from 'react'
import { createBeeper } from '../../../lib/beeper'
import { FieldFrame, useDescribedBy } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'

/** This page's own speaker: "Play" rings once, as the board would. */
const preview = createBeeper()

type Props = {
  sound: RingSound
  volume: number
  error: string | undefined
  onChange: (volume: number) => void
}

/** The ring's volume (0 to 100), and "Play" to hear the chosen ring at it. */
export function RingVolumeField({ sound, volume, error, onChange }: Props) {
  const note =
    volume === 0
      ? 'Silent: new orders still flash on the board.'
      : `${volume} of 100`
  const { id, control } = useDescribedBy({ note, error })
  const [problem, setProblem] = useState('')
  const handlePlay = async () => {
    const hasAudio = await preview.play(sound, volume)
    setProblem(hasAudio ? '' : 'This browser cannot play sound.')
  }
  return (
    <>
      <FieldFrame id={id} label="Ring volume" note={note} error={error}>
        <input
          type="range"
          name="ringVolume"
          min={0}
          max={100}
          step={5}
          value={volume}
          {...control}
          onChange={(event) => onChange(Number(event.target.value))}
        />
      </FieldFrame>
      <div className={ui.row}>
        <button type="button" className={ui.button} onClick={handlePlay}>
          Play
        </button>
      </div>
      {problem && (
        <p role="alert" className={ui.error}>
          {problem}
        </p>
      )}
    </>
  )
}
