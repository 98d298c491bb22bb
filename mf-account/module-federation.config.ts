export default {
  name: 'mf_account',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './AccountDrawers': './src/exposes/account-drawers.tsx',
    './OrdersPage': './src/exposes/orders-page.tsx',
    './LoginPage': './src/exposes/login-page.tsx',
    './OrderTrackingBar': './src/exposes/order-tracking-bar.tsx',
  },
}
