import { z } from 'zod'

// The staff's bodies and the audit's query are the wire contract's (@food/shared/wire
// staff.ts); the member's id is a path parameter, built by the client from a reply.

export const memberParams = z.object({
  memberId: z.uuid({ error: 'That staff member was not found.' }),
})
