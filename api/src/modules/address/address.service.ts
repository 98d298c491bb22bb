import type { Address } from '@food/shared/types'
import { ERROR_CODES } from '@food/shared/types'
import type { AddressInput } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { AddressNotFoundError, UnprocessableError } from '../../errors'
import { addressRepository as repository } from './address.repository'
import { MAX_ADDRESSES } from './address.schema'
import { toAddressView } from './address-view'

// Address ids are uuids; anything else cannot be an address, so it is answered like an unknown id.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function requireAddressId(addressId: string) {
  if (!UUID.test(addressId)) throw new AddressNotFoundError()
}

export function createAddressService(db: Db) {
  const listAddresses = async (userId: string): Promise<Address[]> =>
    (await repository.list(db, userId)).map(toAddressView)

  return {
    listAddresses,

    /**
     * One of the customer's addresses, for an order about to be written; another customer's,
     * or a malformed id, is like an unknown one.
     */
    async findForOrder(userId: string, addressId: string): Promise<Address> {
      requireAddressId(addressId)
      const row = await repository.find(db, userId, addressId)
      if (!row) throw new AddressNotFoundError()
      return toAddressView(row)
    },

    /** Saves an address; the customer's first one becomes the primary. */
    addAddress: (userId: string, input: AddressInput) =>
      db.transaction(async (tx) => {
        await repository.lockCustomer(tx, userId)
        if ((await repository.count(tx, userId)) >= MAX_ADDRESSES) {
          throw new UnprocessableError(
            ERROR_CODES.ADDRESS_LIMIT,
            `You can save at most ${MAX_ADDRESSES} addresses. Please delete one first.`,
          )
        }
        return toAddressView(await repository.insert(tx, userId, input))
      }),

    async updateAddress(
      userId: string,
      addressId: string,
      input: AddressInput,
    ) {
      requireAddressId(addressId)
      const updated = await repository.update(db, userId, addressId, input)
      if (!updated) throw new AddressNotFoundError()
      return toAddressView(updated)
    },

    /** Deletes an address; if it was the primary, the newest one left takes its place. */
    async deleteAddress(userId: string, addressId: string) {
      requireAddressId(addressId)
      await db.transaction(async (tx) => {
        await repository.lockCustomer(tx, userId)
        const deleted = await repository.delete(tx, userId, addressId)
        if (!deleted) throw new AddressNotFoundError()
        if (deleted.is_primary) await repository.promoteNewest(tx, userId)
      })
      return listAddresses(userId)
    },

    /**
     * Makes an address the primary. Unsetting the primary itself is refused: exactly one address
     * is primary while any exist, so the customer picks the new one instead.
     */
    async setPrimary(userId: string, addressId: string, isPrimary: boolean) {
      requireAddressId(addressId)
      await db.transaction(async (tx) => {
        await repository.lockCustomer(tx, userId)
        const address = await repository.find(tx, userId, addressId)
        if (!address) throw new AddressNotFoundError()
        if (isPrimary) return repository.setPrimary(tx, userId, addressId)
        if (address.is_primary) {
          throw new UnprocessableError(
            ERROR_CODES.PRIMARY_ADDRESS_REQUIRED,
            'This is your primary address. To change it, make another address primary instead.',
          )
        }
      })
      return listAddresses(userId)
    },
  }
}

export type AddressService = ReturnType<typeof createAddressService>
