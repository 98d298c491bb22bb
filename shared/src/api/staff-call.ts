import { type ApiRequest, apiRequest } from './client'

// How every kitchen call goes: with the staff token (`auth: 'staff'`), never the
// customer's; a 401 forgets it. Used by staff.ts, staff-posts.ts,
// staff-catalogue.ts and site-settings.ts.

/** A successful reply: its `data`, and the server's sentence on a change. */
export type Data<T> = { status: true; message?: string; data: T }

/** One staff call; the reply's `data` (and `message`). */
export const staffCall = async <T>(
  method: ApiRequest['method'],
  url: string,
  fallback: string,
  data?: unknown,
): Promise<Data<T>> =>
  apiRequest<Data<T>>({ method, url, data, auth: 'staff', fallback })

/** A change the server confirms: its sentence and what things are now. */
export type StaffChange<T> = { message: string; data: T }

/** A staff POST (or PUT) that changes something: the server's sentence and the new state. */
export const staffChange = async <T>(
  url: string,
  fallback: string,
  data?: unknown,
  method: 'POST' | 'PUT' = 'POST',
): Promise<StaffChange<T>> => {
  const body = await staffCall<T>(method, url, fallback, data)
  return { message: body.message ?? '', data: body.data }
}
