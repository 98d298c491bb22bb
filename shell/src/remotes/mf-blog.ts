import { remoteComponent } from './remote-component'

export const BlogListPage = remoteComponent('mf_blog/BlogListPage', {
  minHeight: 640,
})
export const BlogDetailPage = remoteComponent('mf_blog/BlogDetailPage', {
  minHeight: 640,
})
