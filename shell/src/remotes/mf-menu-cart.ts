import { remoteComponent } from './remote-component'

export const MenuPage = remoteComponent('mf_menu_cart/MenuPage', {
  minHeight: 'tall',
})
export const CartBar = remoteComponent('mf_menu_cart/CartBar', {
  compact: true,
  quiet: true,
})
export const CheckoutPage = remoteComponent('mf_menu_cart/CheckoutPage', {
  minHeight: 'page',
})
