import { MENU_NAME_MAX_LENGTH } from '@food/shared/types'
import ui from '../../../lib/ui.module.css'
import type { OptionDraft } from '../utils/group-draft'
import styles from './menu-editor.module.css'
import { MoveButtons } from './move-buttons'
import { OptionAllergens } from './option-allergens'
import { TextField } from './text-field'

type Props = {
  /** Makes the ids of the row's fields and buttons (the focus finds them after a change). */
  rowId: string
  option: OptionDraft
  index: number
  count: number
  errors: Record<string, string>
  onChange: (option: OptionDraft) => void
  onMove: (step: -1 | 1, buttonId: string) => void
  onRemove: () => void
}

/** One option of a group: its name, price and allergens, moved or removed before the group is saved. */
export function OptionRow({
  rowId,
  option,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: Props) {
  return (
    <fieldset className={styles.option}>
      <legend>Option {index + 1}</legend>
      <TextField
        id={`${rowId}-name`}
        label="Name"
        value={option.name}
        maxLength={MENU_NAME_MAX_LENGTH}
        error={errors[`${option.key}.name`]}
        onChange={(name) => onChange({ ...option, name })}
      />
      <TextField
        id={`${rowId}-price`}
        label="Price (£)"
        value={option.price}
        isMoney
        error={errors[`${option.key}.price`]}
        onChange={(price) => onChange({ ...option, price })}
      />
      <OptionAllergens
        rowId={rowId}
        allergens={option.allergens}
        error={errors[`${option.key}.allergens`]}
        onChange={(allergens) => onChange({ ...option, allergens })}
      />
      <div className={styles.actions}>
        <MoveButtons
          idPrefix={rowId}
          index={index}
          count={count}
          isBusy={false}
          onMove={onMove}
        />
        <button
          type="button"
          className={`${ui.button} ${ui.danger}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </fieldset>
  )
}
