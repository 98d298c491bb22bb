/** Where the kitchen lives in the site; the shell routes /kitchen/* here. */
export const KITCHEN_PATH = '/kitchen'
export const MENU_PATH = '/kitchen/menu'
export const TAKINGS_PATH = '/kitchen/takings'
export const HOURS_PATH = '/kitchen/hours'
export const STAFF_PATH = '/kitchen/staff'
export const ACTIVITY_PATH = '/kitchen/activity'
/** The owner's pages and settings of the site: policies, texts, contact, money rules. */
export const SITE_PATH = '/kitchen/site'
