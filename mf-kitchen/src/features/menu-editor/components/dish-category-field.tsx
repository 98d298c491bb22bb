import { FieldProblem } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import type { DishSectionProps } from '../utils/dish-draft'

/** The dish's category: another one moves the dish to the end of it. */
export function DishCategoryField({
  idPrefix,
  draft,
  errors,
  menu,
  onChange,
}: DishSectionProps) {
  const id = `${idPrefix}-category`
  return (
    <div className={ui.fieldFrame}>
      <label htmlFor={id} className={ui.label}>
        Category
      </label>
      <select
        id={id}
        className={ui.field}
        value={draft.categoryId}
        aria-invalid={errors.categoryId ? true : undefined}
        aria-describedby={`${id}-hint${errors.categoryId ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange({ categoryId: event.target.value })}
      >
        {menu.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.status === 'active'
              ? category.name
              : `${category.name} (hidden)`}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={ui.hint}>
        A dish moved to another category goes to the end of it.
      </p>
      <FieldProblem id={`${id}-error`} text={errors.categoryId} />
    </div>
  )
}
