import * as createCoreTables from './2025_11_21_170000_create_core_tables'
import * as createCartTables from './2026_11_21_181000_create_cart_tables'
import * as addShopLocation from './2026_11_21_181100_add_shop_location'
import * as createOtpTables from './2026_11_21_190000_create_otp_tables'
import * as createAddressAndOrderTables from './2026_11_21_200000_create_address_and_order_tables'
import * as createKitchenTables from './2026_11_23_090000_create_kitchen_tables'
import * as addStockBusyAndOrderTimes from './2026_11_24_000000_add_stock_busy_and_order_times'
import * as createHoursExceptions from './2026_11_24_010000_create_hours_exceptions'
import * as createPhotos from './2026_11_24_100000_create_photos'
import * as addMenuEditing from './2026_11_24_110000_add_menu_editing'
import * as addPostDraftsAndSlugs from './2026_11_24_120000_add_post_drafts_and_slugs'
import * as versionSiteContent from './2026_11_24_130000_version_site_content'
import * as addPhotoReferences from './2026_11_24_140000_add_photo_references'
import * as addOnlinePayments from './2026_11_25_090000_add_online_payments'
import * as addSessionLastUse from './2026_11_25_100000_add_session_last_use'
import * as createSpentChallenges from './2026_11_25_110000_create_spent_challenges'
import * as indexSendsByNumberBlock from './2026_11_25_120000_index_sends_by_number_block'
import * as addOrderPromisedAndScheduledTimes from './2026_11_26_090000_add_order_promised_and_scheduled_times'
import * as addAddonAllergens from './2026_11_26_100000_add_addon_allergens'
import * as dropMisleadingMenuPictures from './2026_11_26_100100_drop_misleading_menu_pictures'
import * as addAddressLine2 from './2026_11_27_090000_add_address_line2'
import * as addCheckoutExpiry from './2026_11_28_090000_add_checkout_expiry'
import * as countWrongCodesPerAddress from './2026_11_29_100000_count_wrong_codes_per_address'
import * as capRefundsAtPaid from './2026_11_29_110000_cap_refunds_at_paid'
import * as createNotifications from './2026_11_29_120000_create_notifications'
import * as createPrintJobs from './2026_11_29_160000_create_print_jobs'
import * as addKitchenSettings from './2026_11_29_170000_add_kitchen_settings'
import * as addKitchenPrinter from './2026_11_29_180410_add_kitchen_printer'

export type Migration = {
  version: string
  up(db: {
    query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
  }): Promise<void>
}

/** Every migration in the order it runs; the version is the file name. */
export const migrations: Migration[] = [
  { version: '2025_11_21_170000_create_core_tables', ...createCoreTables },
  { version: '2026_11_21_181000_create_cart_tables', ...createCartTables },
  { version: '2026_11_21_181100_add_shop_location', ...addShopLocation },
  { version: '2026_11_21_190000_create_otp_tables', ...createOtpTables },
  {
    version: '2026_11_21_200000_create_address_and_order_tables',
    ...createAddressAndOrderTables,
  },
  {
    version: '2026_11_23_090000_create_kitchen_tables',
    ...createKitchenTables,
  },
  {
    version: '2026_11_24_000000_add_stock_busy_and_order_times',
    ...addStockBusyAndOrderTimes,
  },
  {
    version: '2026_11_24_010000_create_hours_exceptions',
    ...createHoursExceptions,
  },
  { version: '2026_11_24_100000_create_photos', ...createPhotos },
  { version: '2026_11_24_110000_add_menu_editing', ...addMenuEditing },
  {
    version: '2026_11_24_120000_add_post_drafts_and_slugs',
    ...addPostDraftsAndSlugs,
  },
  {
    version: '2026_11_24_130000_version_site_content',
    ...versionSiteContent,
  },
  {
    version: '2026_11_24_140000_add_photo_references',
    ...addPhotoReferences,
  },
  {
    version: '2026_11_25_090000_add_online_payments',
    ...addOnlinePayments,
  },
  {
    version: '2026_11_25_100000_add_session_last_use',
    ...addSessionLastUse,
  },
  {
    version: '2026_11_25_110000_create_spent_challenges',
    ...createSpentChallenges,
  },
  {
    version: '2026_11_25_120000_index_sends_by_number_block',
    ...indexSendsByNumberBlock,
  },
  {
    version: '2026_11_26_090000_add_order_promised_and_scheduled_times',
    ...addOrderPromisedAndScheduledTimes,
  },
  {
    version: '2026_11_26_100000_add_addon_allergens',
    ...addAddonAllergens,
  },
  {
    version: '2026_11_26_100100_drop_misleading_menu_pictures',
    ...dropMisleadingMenuPictures,
  },
  { version: '2026_11_27_090000_add_address_line2', ...addAddressLine2 },
  { version: '2026_11_28_090000_add_checkout_expiry', ...addCheckoutExpiry },
  {
    version: '2026_11_29_100000_count_wrong_codes_per_address',
    ...countWrongCodesPerAddress,
  },
  { version: '2026_11_29_110000_cap_refunds_at_paid', ...capRefundsAtPaid },
  {
    version: '2026_11_29_120000_create_notifications',
    ...createNotifications,
  },
  { version: '2026_11_29_160000_create_print_jobs', ...createPrintJobs },
  {
    version: '2026_11_29_170000_add_kitchen_settings',
    ...addKitchenSettings,
  },
  { version: '2026_11_29_180410_add_kitchen_printer', ...addKitchenPrinter },
]
