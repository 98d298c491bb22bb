import { getMenus } from '@food/shared/api'
import type { MenuList } from '@food/shared/types'
import { type AsyncResult, useAsync } from '../../../lib/use-async'

const loadMenus = () => getMenus()

/** The categories of GET /menus and the holiday notice, with retry. */
export function useMenus(): AsyncResult<MenuList> {
  return useAsync(loadMenus)
}
