import { useShopSettings } from '@food/shared/query'
import { FALLBACK_SITE_NAME } from './routes'

/** The restaurant's name from the shop settings, for page titles. */
export function useSiteName(): string {
  return useShopSettings()?.shop.name ?? FALLBACK_SITE_NAME
}
