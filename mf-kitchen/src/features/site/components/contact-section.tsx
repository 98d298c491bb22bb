import type { ContactDetails } from '@food/shared/types'
import { SITE_LIMITS } from '@food/shared/types'
import {
  contactDetailsSchema,
  VALIDATION_MESSAGES,
} from '@food/shared/validation'
import { type FormEvent, useRef, useState } from 'react'
import { TextField } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import { useSiteSection } from '../hooks/use-site-section'
import { checkForm, type FieldErrors } from '../utils/form-check'
import { SaveBar } from './save-bar'
import { SectionFrame } from './section-frame'
import styles from './site.module.css'
import { SocialLinksFields, type SocialRow } from './social-links-fields'

type Props = {
  initial: ContactDetails & { version: number }
  state: ReturnType<typeof useSiteSection<'contact'>>
}

type Address = ContactDetails['address']

/** The address, phone, email and social links of the footer, About and search results. */
function ContactForm({ initial, state }: Props) {
  const lastKey = useRef(0)
  const newKey = () => {
    lastKey.current += 1
    return lastKey.current
  }
  const [address, setAddress] = useState<Address>(initial.address)
  const [phone, setPhone] = useState(initial.phone)
  const [email, setEmail] = useState(initial.email)
  const [vatNumber, setVatNumber] = useState(initial.vatNumber)
  const [social, setSocial] = useState<SocialRow[]>(() =>
    initial.social.map((link) => ({ ...link, key: newKey() })),
  )
  const [errors, setErrors] = useState<FieldErrors>({})

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = {
      address,
      phone,
      email,
      social: social.map(({ network, url }) => ({ network, url })),
      vatNumber,
    }
    const checked = checkForm(contactDetailsSchema, values, event.currentTarget)
    setErrors(checked.errors ?? {})
    if (checked.data) state.save({ ...checked.data, version: initial.version })
  }

  const addressField = (
    field: keyof Address,
    label: string,
    maxLength: number,
    more: { autoComplete?: string; hint?: string } = {},
  ) => (
    <TextField
      name={`address.${field}`}
      label={label}
      maxLength={maxLength}
      value={address[field]}
      error={errors[`address.${field}`]}
      onChange={(event) =>
        setAddress((current) => ({ ...current, [field]: event.target.value }))
      }
      {...more}
    />
  )

  const hasErrors = Object.keys(errors).length > 0
  return (
    <form className={ui.form} onSubmit={handleSubmit} noValidate>
      <fieldset className={styles.group}>
        <legend>Address</legend>
        {addressField(
          'line1',
          'Address line 1',
          SITE_LIMITS.addressLineMaxLength,
        )}
        {addressField(
          'line2',
          'Address line 2 (optional)',
          SITE_LIMITS.addressLineMaxLength,
        )}
        <div className={styles.fieldRow}>
          {addressField('city', 'Town or city', SITE_LIMITS.cityMaxLength)}
          {addressField('postcode', 'Postcode', 8, {
            hint: 'In Belfast, like BT7 2FY',
          })}
        </div>
      </fieldset>
      <div className={styles.fieldRow}>
        <TextField
          name="phone"
          label="Phone"
          hint="With the area code, like 028 9064 3120"
          type="tel"
          inputMode="tel"
          maxLength={20}
          value={phone}
          error={errors.phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          maxLength={100}
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <TextField
        name="vatNumber"
        label="VAT number (optional)"
        hint="Printed on receipts, like GB 123 4567 89"
        maxLength={20}
        value={vatNumber}
        error={errors.vatNumber}
        onChange={(event) => setVatNumber(event.target.value)}
      />
      <SocialLinksFields
        rows={social}
        errors={errors}
        onChange={setSocial}
        newKey={newKey}
      />
      <SaveBar
        label="Save the contact details"
        isSaving={state.isSaving}
        problem={hasErrors ? VALIDATION_MESSAGES.addressFormInvalid : null}
        error={state.error}
        onReload={state.reload}
      />
    </form>
  )
}

/** Contact & social links, as the footer, the About page and search engines show them. */
export function ContactSection() {
  const state = useSiteSection('contact')
  return (
    <SectionFrame
      title="Contact & social links"
      intro="Shown in the footer of every page, on the About page and to search engines."
      query={state.query}
      notice={state.notice}
      noticeRef={state.noticeRef}
    >
      {(data) => (
        <ContactForm key={state.formKey} initial={data} state={state} />
      )}
    </SectionFrame>
  )
}
