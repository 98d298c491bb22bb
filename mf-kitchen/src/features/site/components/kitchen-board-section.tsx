import { kitchenSettingsQuery, saveKitchenSettings } from '@food/shared/api'
import {
  KITCHEN_SETTING_LIMITS,
  MAX_READY_MINUTES,
  MIN_READY_MINUTES,
  type OwnerKitchenSettings,
  RING_SOUND_LABELS,
  RING_SOUNDS,
} from '@food/shared/types'
import { VALIDATION_MESSAGES } from '@food/shared/validation'
import { type FormEvent, useState } from 'react'
import { TextField } from '../../../lib/form-field'
import { RadioChoices } from '../../../lib/radio-choices'
import ui from '../../../lib/ui.module.css'
import { useVersionedEdit } from '../hooks/use-versioned-edit'
import {
  type Form,
  fieldErrors,
  fromForm,
  toForm,
} from '../utils/kitchen-board-form'
import { RingVolumeField } from './ring-volume-field'
import { SaveBar } from './save-bar'
import { SectionFrame } from './section-frame'

type Props = {
  initial: OwnerKitchenSettings
  state: ReturnType<typeof useKitchenBoardEdit>
}

function KitchenBoardForm({ initial, state }: Props) {
  const [form, setForm] = useState<Form>(() => toForm(initial))
  const set = (next: Partial<Form>) =>
    setForm((current) => ({ ...current, ...next }))
  const errors = fieldErrors(state.error)
  const hasFieldErrors = Object.keys(errors).length > 0

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    state.save(fromForm(form))
  }

  return (
    <form className={ui.form} onSubmit={handleSubmit} noValidate>
      <label className={ui.choice}>
        <input
          type="checkbox"
          name="autoAccept"
          checked={form.autoAccept}
          onChange={(event) => set({ autoAccept: event.target.checked })}
        />
        Accept new orders automatically
      </label>
      <p className={ui.hint}>
        Each new order is accepted at once with the default ready time (plus
        busy mode’s minutes) and the customer is told as usual; an order for
        later when it starts to ring.
      </p>
      <TextField
        name="defaultReadyMinutes"
        label="Default ready time (minutes)"
        hint={`${MIN_READY_MINUTES} to ${MAX_READY_MINUTES}. The accept dialog offers it first.`}
        inputMode="numeric"
        value={form.defaultReadyMinutes}
        error={errors.defaultReadyMinutes}
        onChange={(event) => set({ defaultReadyMinutes: event.target.value })}
      />
      <TextField
        name="alertAfterMinutes"
        label="Flag an unanswered order after (minutes)"
        hint={`1 to ${KITCHEN_SETTING_LIMITS.alertAfterMax}. The card turns red.`}
        inputMode="numeric"
        value={form.alertAfterMinutes}
        error={errors.alertAfterMinutes}
        onChange={(event) => set({ alertAfterMinutes: event.target.value })}
      />
      <TextField
        name="rejectAfterMinutes"
        label="Reject an unanswered order after (minutes)"
        hint={`Up to ${KITCHEN_SETTING_LIMITS.rejectAfterMax}, and later than the flag. The customer reads that the restaurant did not respond in time.`}
        inputMode="numeric"
        value={form.rejectAfterMinutes}
        error={errors.rejectAfterMinutes}
        onChange={(event) => set({ rejectAfterMinutes: event.target.value })}
      />
      <RadioChoices
        legend="Ring"
        name="ringSound"
        options={RING_SOUNDS.map((sound) => ({
          value: sound,
          label: RING_SOUND_LABELS[sound],
        }))}
        value={form.ringSound}
        onChange={(ringSound) => set({ ringSound })}
      />
      <RingVolumeField
        sound={form.ringSound}
        volume={form.ringVolume}
        error={errors.ringVolume ?? errors.ringSound}
        onChange={(ringVolume) => set({ ringVolume })}
      />
      <SaveBar
        label="Save the kitchen board settings"
        isSaving={state.isSaving}
        problem={hasFieldErrors ? VALIDATION_MESSAGES.addressFormInvalid : null}
        error={state.error}
      />
    </form>
  )
}

const useKitchenBoardEdit = () =>
  useVersionedEdit(kitchenSettingsQuery(), saveKitchenSettings)

/** The owner's rules of the board: auto-accept, the quote, the flag and reject, the ring. */
export function KitchenBoardSection() {
  const state = useKitchenBoardEdit()
  return (
    <SectionFrame
      title="Kitchen board"
      intro="How the board treats new orders and how it rings. Open boards use what you save at once."
      query={state.query}
      notice={state.notice}
      noticeRef={state.noticeRef}
    >
      {(data) => (
        <KitchenBoardForm key={state.formKey} initial={data} state={state} />
      )}
    </SectionFrame>
  )
}
