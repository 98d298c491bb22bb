import { remoteComponent } from './remote-component'

/** Mounted only once a customer reaches for the account (layout/account-drawers-slot.tsx). */
export const AccountDrawers = remoteComponent('mf_account/AccountDrawers', {
  compact: true,
  nothingWhileLoading: true,
})
export const OrdersPage = remoteComponent('mf_account/OrdersPage', {
  minHeight: 'page',
})
export const LoginPage = remoteComponent('mf_account/LoginPage', {
  minHeight: 'page',
})
export const OrderTrackingBar = remoteComponent('mf_account/OrderTrackingBar', {
  compact: true,
  quiet: true,
  afterMainContent: true,
})
