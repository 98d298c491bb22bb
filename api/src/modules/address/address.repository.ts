import type { AddressInput } from '@food/shared/wire'
import type { Db } from '../../db/client'
import type { AddressRow } from './address.types'

// Every query names the customer (user_id = $1), so no id can reach another customer's address.
// Rows come back as stored; the service shapes them for the reply (address-view.ts).
const ADDRESS_COLUMNS = `id::text as id, name, address_line1, address_line2, city, postcode,
  phone, label, is_primary`

/**
 * The addresses' queries. Each takes the open database handle first: the pool, or the
 * transaction the caller opened (the address service's, or an order's).
 */
export const addressRepository = {
  /** The customer's addresses, oldest first. */
  list: (db: Db, userId: string) =>
    db.query<AddressRow>(
      `select ${ADDRESS_COLUMNS} from addresses
          where user_id = $1::uuid order by position`,
      [userId],
    ),

  /**
   * Holds the customer's row until the transaction ends, so two changes to the primary run one
   * after the other and the count checked before an insert is exact.
   */
  async lockCustomer(db: Db, userId: string) {
    await db.query(
      'select 1 from users where id = $1::uuid for no key update',
      [userId],
    )
  },

  async count(db: Db, userId: string): Promise<number> {
    const [row] = await db.query<{ count: number }>(
      'select count(*)::int as count from addresses where user_id = $1::uuid',
      [userId],
    )
    return row?.count ?? 0
  },

  /** Saves a new address; it is primary when the customer has no primary yet. */
  async insert(
    db: Db,
    userId: string,
    input: AddressInput,
  ): Promise<AddressRow> {
    const [row] = await db.query<AddressRow>(
      `insert into addresses (user_id, name, address_line1, city, postcode, phone, label,
                                address_line2, is_primary)
         values ($1::uuid, $2, $3, $4, $5, $6, $7, coalesce($8, ''),
                 not exists (select 1 from addresses where user_id = $1::uuid and is_primary))
         returning ${ADDRESS_COLUMNS}`,
      [userId, ...fieldValues(input)],
    )
    if (!row) throw new Error('insert into addresses returned no row')
    return row
  },

  /** Undefined when the customer has no such address (another customer's included). */
  async update(db: Db, userId: string, addressId: string, input: AddressInput) {
    const [row] = await db.query<AddressRow>(
      `update addresses
            set name = $3, address_line1 = $4, city = $5, postcode = $6, phone = $7,
                label = $8, address_line2 = coalesce($9, address_line2), updated_at = now()
          where id = $2::uuid and user_id = $1::uuid
          returning ${ADDRESS_COLUMNS}`,
      [userId, addressId, ...fieldValues(input)],
    )
    return row
  },

  /** Undefined when the customer has no such address; else whether it was the primary. */
  async delete(db: Db, userId: string, addressId: string) {
    const [row] = await db.query<{ is_primary: boolean }>(
      `delete from addresses where id = $2::uuid and user_id = $1::uuid
         returning is_primary`,
      [userId, addressId],
    )
    return row
  },

  /** Undefined when the customer has no such address (another customer's included). */
  async find(db: Db, userId: string, addressId: string) {
    const [row] = await db.query<AddressRow>(
      `select ${ADDRESS_COLUMNS} from addresses
          where id = $2::uuid and user_id = $1::uuid`,
      [userId, addressId],
    )
    return row
  },

  /**
   * Makes one address the primary. Two statements, not one: a single update that sets the new
   * primary before clearing the old one would trip the one-primary index half way through.
   */
  async setPrimary(db: Db, userId: string, addressId: string) {
    await db.query(
      `update addresses set is_primary = false, updated_at = now()
          where user_id = $1::uuid and is_primary and id <> $2::uuid`,
      [userId, addressId],
    )
    await db.query(
      `update addresses set is_primary = true, updated_at = now()
          where id = $2::uuid and user_id = $1::uuid and not is_primary`,
      [userId, addressId],
    )
  },

  /** Makes the most recently added address primary, if the customer has any left. */
  async promoteNewest(db: Db, userId: string) {
    await db.query(
      `update addresses set is_primary = true, updated_at = now()
          where id = (select id from addresses where user_id = $1::uuid
                       order by position desc limit 1)
            and user_id = $1::uuid`,
      [userId],
    )
  },
}

const fieldValues = (input: AddressInput) => [
  input.name,
  input.addressLine1,
  input.city,
  input.postcode,
  input.Phone,
  input.label,
  // Last, and null when not sent: the queries keep what is saved (or '' for a new address).
  input.addressLine2 ?? null,
]
