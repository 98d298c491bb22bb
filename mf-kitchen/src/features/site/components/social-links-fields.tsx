import {
  SITE_LIMITS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@food/shared/types'
import { FieldFrame, TextField, useDescribedBy } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import type { FieldErrors } from '../utils/form-check'
import styles from './site.module.css'

/** A link as the form holds it; `key` keeps React's rows apart. */
export type SocialRow = { key: number; network: string; url: string }

type Props = {
  rows: SocialRow[]
  errors: FieldErrors
  onChange: (rows: SocialRow[]) => void
  newKey: () => number
}

const NETWORKS = Object.entries(SOCIAL_NETWORKS) as [
  SocialNetwork,
  (typeof SOCIAL_NETWORKS)[SocialNetwork],
][]

function NetworkSelect({
  index,
  value,
  error,
  onChange,
}: {
  index: number
  value: string
  error: string | undefined
  onChange: (network: string) => void
}) {
  const label = `Network of link ${index + 1}`
  const { id, control } = useDescribedBy({ error })
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        {...control}
        name={`social.${index}.network`}
        className={ui.field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {NETWORKS.map(([network, { label: name }]) => (
          <option key={network} value={network}>
            {name}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/** The social links: a network from the list and its https address, one per network. */
export function SocialLinksFields({ rows, errors, onChange, newKey }: Props) {
  const update = (key: number, next: Partial<SocialRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...next } : row)))
  const unused = NETWORKS.find(
    ([network]) => !rows.some((row) => row.network === network),
  )
  return (
    <fieldset className={styles.group}>
      <legend>Social links</legend>
      {errors.social && <p className={ui.fieldError}>{errors.social}</p>}
      {rows.length === 0 && <p>No links: the footer shows none.</p>}
      <ul className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.row}>
            <NetworkSelect
              index={index}
              value={row.network}
              error={errors[`social.${index}.network`]}
              onChange={(network) => update(row.key, { network })}
            />
            <TextField
              name={`social.${index}.url`}
              label={`Address of link ${index + 1}`}
              type="url"
              inputMode="url"
              maxLength={SITE_LIMITS.urlMaxLength}
              value={row.url}
              error={errors[`social.${index}.url`]}
              onChange={(event) => update(row.key, { url: event.target.value })}
            />
            <button
              type="button"
              className={`${ui.button} ${ui.danger}`}
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
              Remove link {index + 1}
            </button>
          </li>
        ))}
      </ul>
      {unused && (
        <div>
          <button
            type="button"
            className={ui.button}
            onClick={() =>
              onChange([
                ...rows,
                {
                  key: newKey(),
                  network: unused[0],
                  url: `https://www.${unused[1].hosts[0]}/`,
                },
              ])
            }
          >
            Add a social link
          </button>
        </div>
      )}
    </fieldset>
  )
}
