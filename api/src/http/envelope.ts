import { errorReply } from '@food/shared/wire'

// The failure envelope's schemas are the wire's (shared/src/wire/envelope.ts); the routes
// name them from here, beside the response maps built of them.
export {
  type ErrorReply,
  errorReply,
  retryLaterReply,
} from '@food/shared/wire'

/** Response map entries for the failures a route documents. */
export const failures = {
  badRequest: { 400: errorReply },
  unauthorized: { 401: errorReply },
  forbidden: { 403: errorReply },
  notFound: { 404: errorReply },
}
