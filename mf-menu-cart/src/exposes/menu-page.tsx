import type { MenuPageProps } from '@food/shared/contracts'
import { MenuPage as Menu } from '../features/menu/components/menu-page'

/** mf_menu_cart/MenuPage: the home route's menu. */
export default function MenuPage(_props: MenuPageProps) {
  return <Menu />
}
