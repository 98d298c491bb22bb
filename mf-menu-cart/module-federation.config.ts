export default {
  name: 'mf_menu_cart',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './MenuPage': './src/exposes/menu-page.tsx',
    './CartBar': './src/exposes/cart-bar.tsx',
    './CheckoutPage': './src/exposes/checkout-page.tsx',
  },
}
