import type { MoneyRules } from '@food/shared/types'
import { SITE_LIMITS } from '@food/shared/types'
import { moneyRulesSchema, VALIDATION_MESSAGES } from '@food/shared/validation'
import { type FormEvent, useState } from 'react'
import { TextField } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import { useSiteSection } from '../hooks/use-site-section'
import { checkForm, type FieldErrors } from '../utils/form-check'
import { fromMoneyForm, type MoneyForm, toMoneyForm } from '../utils/money-form'
import { FeeTiersTable } from './fee-tiers-table'
import { SaveBar } from './save-bar'
import { SectionFrame } from './section-frame'
import styles from './site.module.css'

type Props = {
  initial: MoneyRules & { version: number }
  state: ReturnType<typeof useSiteSection<'money'>>
}

/** The discount, the delivery fee tiers and the delivery minimum; money typed in pounds. */
function MoneyFormFields({ initial, state }: Props) {
  const [form, setForm] = useState<MoneyForm>(() => toMoneyForm(initial))
  const [errors, setErrors] = useState<FieldErrors>({})
  const set = (next: Partial<MoneyForm>) =>
    setForm((current) => ({ ...current, ...next }))

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkForm(
      moneyRulesSchema,
      fromMoneyForm(form),
      event.currentTarget,
    )
    setErrors(checked.errors ?? {})
    if (checked.data) state.save({ ...checked.data, version: initial.version })
  }

  const hasErrors = Object.keys(errors).length > 0
  return (
    <form className={ui.form} onSubmit={handleSubmit} noValidate>
      <fieldset className={styles.group}>
        <legend>Discount for logged-in customers</legend>
        <TextField
          name="discount.percentage"
          label="Discount (%)"
          hint={`A whole number from 0 (no discount) to ${SITE_LIMITS.discountPercentageMax}.`}
          inputMode="numeric"
          value={form.percentage}
          error={errors['discount.percentage']}
          onChange={(event) => set({ percentage: event.target.value })}
        />
        <TextField
          name="discount.message"
          label="Discount message"
          hint="The basket shows it to logged-in customers."
          maxLength={SITE_LIMITS.discountMessageMaxLength}
          value={form.message}
          error={errors['discount.message']}
          onChange={(event) => set({ message: event.target.value })}
        />
      </fieldset>
      <FeeTiersTable
        tiers={form.tiers}
        errors={errors}
        onChange={(tiers) => set({ tiers })}
      />
      <TextField
        name="minimumDeliveryOrderPence"
        label="Minimum delivery order (£)"
        hint="After the discount, before the fee; collection has none. 0 for no minimum."
        inputMode="decimal"
        value={form.minimum}
        error={errors.minimumDeliveryOrderPence}
        onChange={(event) => set({ minimum: event.target.value })}
      />
      <SaveBar
        label="Save the discount and delivery"
        isSaving={state.isSaving}
        problem={hasErrors ? VALIDATION_MESSAGES.addressFormInvalid : null}
        error={state.error}
        onReload={state.reload}
      />
    </form>
  )
}

/** What customers pay: the next basket and order are priced by what is saved here. */
export function MoneySection() {
  const state = useSiteSection('money')
  return (
    <SectionFrame
      title="Discount, delivery fees and minimum order"
      intro="The next basket and every new order are priced with what you save here; orders already placed keep what they were placed with. A delivery further than the last tier is refused."
      query={state.query}
      notice={state.notice}
      noticeRef={state.noticeRef}
    >
      {(data) => (
        <MoneyFormFields key={state.formKey} initial={data} state={state} />
      )}
    </SectionFrame>
  )
}
