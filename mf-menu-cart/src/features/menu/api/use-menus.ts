import { menuQuery } from '@food/shared/api'
import { useAppQuery } from '@food/shared/query'

/** The categories of GET /menus and the holiday notice (embedded by the render server). */
export function useMenus() {
  return useAppQuery(menuQuery())
}
