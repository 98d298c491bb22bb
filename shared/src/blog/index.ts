export { largestPhotoUrl } from './photo-url'
