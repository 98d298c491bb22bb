import { addDish, saveDish } from '@food/shared/api'
import type { DishPayload, EditableDish } from '@food/shared/types'
import { useState } from 'react'
import {
  checkDish,
  DISH_FIELD_LABELS,
  type DishDraft,
  differingFields,
  dishDraftOf,
  dishFieldOf,
  findDish,
} from '../utils/dish-draft'
import { useSaveForm } from './use-save-form'

/** What the owner is told after a Reload: the typed dish is kept, and where it differs. */
function reloadNote(draft: DishDraft, stored: EditableDish) {
  const fields = differingFields(draft, stored).map((f) => DISH_FIELD_LABELS[f])
  return fields.length === 0
    ? 'Reloaded: the saved dish now matches what you typed.'
    : `Reloaded. The saved dish differs from what you typed in: ${fields.join(', ')}. Your text is kept: Save puts it over the saved one, Back keeps theirs.`
}

/** The dish form: what is typed, its checks, and its save (a new dish, or one from its version). */
export function useDishForm(
  dish: EditableDish | null,
  categoryId: string,
  onSaved: () => void,
) {
  const [draft, setDraft] = useState(() => dishDraftOf(dish, categoryId))
  const form = useSaveForm<DishPayload>({
    version: dish?.version ?? 0,
    send: (payload, version) =>
      dish ? saveDish(dish.id, { ...payload, version }) : addDish(payload),
    fieldOf: dishFieldOf,
    onReloaded: (menu) => {
      const stored = dish && findDish(menu, dish.id)
      return stored
        ? { version: stored.version, note: reloadNote(draft, stored) }
        : null
    },
    onSaved,
  })
  return {
    draft,
    form,
    change: (next: Partial<DishDraft>) =>
      setDraft((typed) => ({ ...typed, ...next })),
    save: () => {
      const result = checkDish(draft)
      if ('fields' in result) form.refuse(result.fields)
      else form.submit(result.payload)
    },
  }
}
