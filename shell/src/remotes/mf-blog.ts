import { remoteComponent } from './remote-component'

export const BlogListPage = remoteComponent('mf_blog/BlogListPage', {
  minHeight: 'tall',
})
export const BlogDetailPage = remoteComponent('mf_blog/BlogDetailPage', {
  minHeight: 'tall',
})
