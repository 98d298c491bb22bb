import { serializeJsonForScript } from '@food/shared/format'
import { PAGE_DATA_ID, type PageData } from './page-data'

/** The page data as an inert script element that no text from the database can close. */
export function pageDataScript(data: PageData): string {
  return `<script id="${PAGE_DATA_ID}" type="application/json">${serializeJsonForScript(data)}</script>`
}
