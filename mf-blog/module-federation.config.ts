export default {
  name: 'mf_blog',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './BlogListPage': './src/exposes/blog-list-page.tsx',
    './BlogDetailPage': './src/exposes/blog-detail-page.tsx',
  },
}
