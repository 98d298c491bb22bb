import { ERROR_CODES } from '@food/shared/types'
import { AddressNotFoundError, UnprocessableError } from '../../errors'
import type { AddressRepository } from './address.repository'
import { MAX_ADDRESSES } from './address.schema'
import type { AddressInput } from './address.types'

// Address ids are uuids; anything else cannot be an address, so it is answered like an unknown id.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function requireAddressId(addressId: string) {
  if (!UUID.test(addressId)) throw new AddressNotFoundError()
}

export function createAddressService(repository: AddressRepository) {
  return {
    listAddresses: (userId: string) => repository.list(userId),

    /** Saves an address; the customer's first one becomes the primary. */
    addAddress: (userId: string, input: AddressInput) =>
      repository.transaction(async (tx) => {
        await tx.lockCustomer(userId)
        if ((await tx.count(userId)) >= MAX_ADDRESSES) {
          throw new UnprocessableError(
            ERROR_CODES.ADDRESS_LIMIT,
            `You can save at most ${MAX_ADDRESSES} addresses. Please delete one first.`,
          )
        }
        return tx.insert(userId, input)
      }),

    async updateAddress(
      userId: string,
      addressId: string,
      input: AddressInput,
    ) {
      requireAddressId(addressId)
      const updated = await repository.update(userId, addressId, input)
      if (!updated) throw new AddressNotFoundError()
      return updated
    },

    /** Deletes an address; if it was the primary, the newest one left takes its place. */
    async deleteAddress(userId: string, addressId: string) {
      requireAddressId(addressId)
      await repository.transaction(async (tx) => {
        await tx.lockCustomer(userId)
        const deleted = await tx.delete(userId, addressId)
        if (!deleted) throw new AddressNotFoundError()
        if (deleted.is_primary) await tx.promoteNewest(userId)
      })
      return repository.list(userId)
    },

    /**
     * Makes an address the primary. Unsetting the primary itself is refused: exactly one address
     * is primary while any exist, so the customer picks the new one instead.
     */
    async setPrimary(userId: string, addressId: string, isPrimary: boolean) {
      requireAddressId(addressId)
      await repository.transaction(async (tx) => {
        await tx.lockCustomer(userId)
        const address = await tx.find(userId, addressId)
        if (!address) throw new AddressNotFoundError()
        if (isPrimary) return tx.setPrimary(userId, addressId)
        if (address.is_primary) {
          throw new UnprocessableError(
            ERROR_CODES.PRIMARY_ADDRESS_REQUIRED,
            'This is your primary address. To change it, make another address primary instead.',
          )
        }
      })
      return repository.list(userId)
    },
  }
}

export type AddressService = ReturnType<typeof createAddressService>
