export { ErrorBoundary } from './error-boundary'
export { Popup } from './popup'
export { Skeleton } from './skeleton'
export { Spinner } from './spinner'
