/** Where the kitchen lives in the site; the shell routes /kitchen/* here. */
export const KITCHEN_PATH = '/kitchen'
export const STAFF_PATH = '/kitchen/staff'
export const ACTIVITY_PATH = '/kitchen/activity'
