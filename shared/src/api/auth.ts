import { MESSAGES } from '../types/messages'
import type { User } from '../types/user'
import { apiRequest } from './client'

/** What the API answers when it has sent a code by SMS. */
export type OtpSent = {
  mobile: string
  /** Seconds before another code may be requested. */
  resendAfterSeconds: number
  expiresInSeconds: number
}

/** The sign-up form; `mobile` is 10 digits without the leading 0. */
export type SignupPayload = { name: string; email: string; mobile: string }

/** A verified code: the bearer token and the customer it belongs to. */
export type VerifiedSession = { token: string; user: User }

type OtpSentReply = { status: true; data: OtpSent }
type VerifyReply = { status: true; data: string; user: User }

/** POST /user/signup: sends a code; the account is created once it is verified. */
export async function signup(payload: SignupPayload): Promise<OtpSent> {
  const body = await apiRequest<OtpSentReply>({
    method: 'POST',
    url: '/user/signup',
    data: payload,
    fallback: MESSAGES.signupFailed,
  })
  return body.data
}

/** POST /user/login: sends a code to a registered mobile (10 digits). */
export async function login(mobile: string): Promise<OtpSent> {
  const body = await apiRequest<OtpSentReply>({
    method: 'POST',
    url: '/user/login',
    data: { mobile },
    fallback: MESSAGES.loginFailed,
  })
  return body.data
}

/** POST /user/verify-otp: trades the 4-digit code for the bearer token. */
export async function verifyOtp(
  mobile: string,
  otp: string,
): Promise<VerifiedSession> {
  const body = await apiRequest<VerifyReply>({
    method: 'POST',
    url: '/user/verify-otp',
    data: { mobile, otp },
    fallback: MESSAGES.invalidOtp,
  })
  return { token: body.data, user: body.user }
}

type SignedOutReply = { status: true; message: string }

/** POST /user/logout: ends this browser's session on the server; its token answers 401 after. */
export async function logoutSession(): Promise<void> {
  await apiRequest<SignedOutReply>({
    method: 'POST',
    url: '/user/logout',
    auth: true,
    fallback: MESSAGES.somethingWentWrong,
  })
}

/** POST /user/logout-all: ends every session of the customer; the server's sentence says how many. */
export async function logoutEverywhere(): Promise<string> {
  const body = await apiRequest<SignedOutReply>({
    method: 'POST',
    url: '/user/logout-all',
    auth: true,
    fallback: MESSAGES.signOutEverywhereFailed,
  })
  return body.message
}
