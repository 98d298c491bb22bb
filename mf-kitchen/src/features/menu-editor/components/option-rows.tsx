import { flushSync } from 'react-dom'
import { FieldProblem } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import { newOption, type OptionDraft } from '../utils/group-draft'
import { moved } from '../utils/move'
import styles from './menu-editor.module.css'
import { OptionRow } from './option-row'

type Props = {
  idPrefix: string
  options: OptionDraft[]
  errors: Record<string, string>
  onChange: (options: OptionDraft[]) => void
}

const focus = (id: string) => document.getElementById(id)?.focus()

/** A group's options in the order customers see them: add, remove and reorder. */
export function OptionRows({ idPrefix, options, errors, onChange }: Props) {
  const rowId = (option: OptionDraft) => `${idPrefix}-${option.key}`
  const addId = `${idPrefix}-add-option`
  // The rows change at once, so the focus can follow: to the new row, the moved button,
  // or the row that takes a removed one's place.
  const changeThenFocus = (next: OptionDraft[], id: string) => {
    flushSync(() => onChange(next))
    focus(id)
  }
  const add = () => {
    const option = newOption()
    changeThenFocus([...options, option], `${rowId(option)}-name`)
  }
  const remove = (index: number) => {
    const next = options.filter((_, at) => at !== index)
    const after = next[index] ?? next[index - 1]
    changeThenFocus(next, after ? `${rowId(after)}-name` : addId)
  }
  return (
    <fieldset
      className={styles.group}
      aria-describedby={
        errors.options ? `${idPrefix}-options-error` : undefined
      }
      data-invalid={errors.options ? true : undefined}
    >
      <legend>Options</legend>
      <p className={ui.hint}>
        Customers see them in this order. A removed option leaves the menu when
        you save; past orders keep it.
      </p>
      {options.map((option, index) => (
        <OptionRow
          key={option.key}
          rowId={rowId(option)}
          option={option}
          index={index}
          count={options.length}
          errors={errors}
          onChange={(changed) =>
            onChange(options.map((o, at) => (at === index ? changed : o)))
          }
          onMove={(step, button) =>
            changeThenFocus(moved(options, index, step), button)
          }
          onRemove={() => remove(index)}
        />
      ))}
      <FieldProblem id={`${idPrefix}-options-error`} text={errors.options} />
      <div>
        <button id={addId} type="button" className={ui.button} onClick={add}>
          Add an option
        </button>
      </div>
    </fieldset>
  )
}
