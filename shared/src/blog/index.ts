export { assetUrl } from './asset-url'
export {
  normaliseBlogList,
  normaliseBlogPost,
  pickBlogPost,
} from './normalise-blog-post'
