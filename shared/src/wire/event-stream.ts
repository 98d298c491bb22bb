import { z } from '../validation/zod'

/**
 * A live stream's 200 (GET /user/order/:orderId/events, GET /staff/board/events): not JSON
 * but server-sent events, so the document names only the media type; each route's
 * description says which events it sends.
 */
export const eventStreamReply = z.string().describe('text/event-stream')
