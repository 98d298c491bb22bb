import {
  type SiteSettingsSection,
  type SiteSettingsSections,
  saveSiteSettings,
  siteSettingsQuery,
} from '@food/shared/api'
import type { Versioned } from '@food/shared/types'
import { useVersionedEdit } from './use-versioned-edit'

/** One section of the site's settings (texts, contact, money) and its save. */
export function useSiteSection<S extends SiteSettingsSection>(section: S) {
  return useVersionedEdit(
    siteSettingsQuery(section),
    (values: Versioned<SiteSettingsSections[S]>) =>
      saveSiteSettings(section, values),
  )
}
