export default {
  name: 'mf_kitchen',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './KitchenApp': './src/exposes/kitchen-app.tsx',
  },
}
