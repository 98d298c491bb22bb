import { serializeJsonForScript } from '@food/shared/format'
import { useShopSettings } from '@food/shared/query'
import { useSiteUrl } from '@food/shared/site'
import { restaurantStructuredData } from './restaurant-structured-data'

/** schema.org Restaurant data, so search engines can show hours and address. */
export function RestaurantJsonLd() {
  const settings = useShopSettings()
  const siteUrl = useSiteUrl()
  if (!settings) return null
  return (
    <script
      type="application/ld+json"
      // JSON with '<' escaped cannot close the script element.
      dangerouslySetInnerHTML={{
        __html: serializeJsonForScript(
          restaurantStructuredData(settings, siteUrl),
        ),
      }}
    />
  )
}
