import type { ReactNode } from 'react'
import ui from './ui.module.css'

type Props<T extends string | number> = {
  legend: ReactNode
  /** Names the radios, so one group's go together. */
  name: string
  options: readonly { value: T; label: ReactNode }[]
  value: T
  onChange: (value: T) => void
  /** Space above, when it follows another group. */
  spaced?: boolean
}

/** One question answered by a large tap: a fieldset of radios styled as buttons. */
export function RadioChoices<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  spaced = false,
}: Props<T>) {
  return (
    <fieldset className={spaced ? `${ui.choices} ${ui.row}` : ui.choices}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={String(option.value)} className={ui.choice}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
