import { getShopSettings, getShopStatus } from '../api/shop'
import { MESSAGES } from '../types/messages'
import type { ShopSettings, ShopStatus } from '../types/shop'
import { errorMessage, type SliceCreator } from './app-state'

export type ShopSlice = {
  shopSettings: ShopSettings | null
  shopStatus: ShopStatus | null
  shopError: string | null
  loadShop: () => Promise<void>
}

export const createShopSlice: SliceCreator<ShopSlice> = (set) => ({
  shopSettings: null,
  shopStatus: null,
  shopError: null,
  loadShop: async () => {
    try {
      const [shopSettings, shopStatus] = await Promise.all([
        getShopSettings(),
        getShopStatus(),
      ])
      set({ shopSettings, shopStatus, shopError: null })
    } catch (error) {
      set({ shopError: errorMessage(error, MESSAGES.fetchShopFailed) })
    }
  },
})
