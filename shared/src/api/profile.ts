import { ERROR_CODES } from '../types/error-codes'
import { MESSAGES } from '../types/messages'
import type { User } from '../types/user'
import { ApiError } from './api-error'
import { apiRequest } from './client'

type ProfileReply = { status: true; data?: User; user?: User }

/** GET /user/get-profile (authenticated): the logged-in customer. */
export async function getProfile(): Promise<User> {
  const body = await apiRequest<ProfileReply>({
    method: 'GET',
    url: '/user/get-profile',
    auth: true,
    fallback: MESSAGES.fetchProfileFailed,
  })
  const user = body.data ?? body.user
  if (!user) {
    throw new ApiError(
      200,
      ERROR_CODES.REQUEST_FAILED,
      MESSAGES.fetchProfileFailed,
    )
  }
  return user
}
