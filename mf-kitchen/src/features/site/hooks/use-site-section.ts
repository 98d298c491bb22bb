import {
  type SiteSettingsPayloads,
  type SiteSettingsSection,
  saveSiteSettings,
  siteSettingsQuery,
} from '@food/shared/api'
import { useVersionedEdit } from './use-versioned-edit'

/** One section of the site's settings (texts, contact, money) and its save. */
export function useSiteSection<S extends SiteSettingsSection>(section: S) {
  return useVersionedEdit(
    siteSettingsQuery(section),
    (values: SiteSettingsPayloads[S]) => saveSiteSettings(section, values),
  )
}
