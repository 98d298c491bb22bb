export { assetUrl } from './asset-url'
export {
  normaliseBlogList,
  normaliseBlogPost,
  pickBlogPost,
} from './normalise-blog-post'
export { largestPhotoUrl, middleVariant, photoSrcSet } from './photo-url'
