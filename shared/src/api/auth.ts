import { MESSAGES } from '../types/messages'
import type {
  ChallengeReply,
  LoginBody,
  OtpSentReply,
  SignupBody,
  VerifyOtpBody,
  VerifyOtpReply,
} from '../wire/auth'
import type { SignedOutEverywhereReply, SignedOutReply } from '../wire/user'
import { apiRequest } from './client'

/** What the API answers when it has sent a code by SMS. */
export type OtpSent = OtpSentReply['data']

/**
 * A solved proof-of-work challenge (the altcha widget's payload), sent with a code request
 * after the API answered CHALLENGE_REQUIRED.
 */
type ChallengeSolution = Pick<LoginBody, 'altcha'>

/** A proof-of-work challenge (altcha-lib's format) for the altcha widget, which reads it. */
export type OtpChallenge = ChallengeReply['data']

/** A verified code: the bearer token and the customer it belongs to. */
export type VerifiedSession = {
  token: VerifyOtpReply['data']
  user: VerifyOtpReply['user']
}

/** POST /user/signup: sends a code; the account is created once it is verified. */
export async function signup(payload: SignupBody): Promise<OtpSent> {
  const body = await apiRequest<OtpSentReply>({
    method: 'POST',
    url: '/user/signup',
    data: payload,
    fallback: MESSAGES.signupFailed,
  })
  return body.data
}

/** POST /user/login: sends a code to a registered mobile (10 digits). */
export async function login(
  mobile: string,
  solution: ChallengeSolution = {},
): Promise<OtpSent> {
  const body = await apiRequest<OtpSentReply>({
    method: 'POST',
    url: '/user/login',
    data: { mobile, ...solution } satisfies LoginBody,
    fallback: MESSAGES.loginFailed,
  })
  return body.data
}

/** GET /user/otp-challenge: a new challenge, after a send answered CHALLENGE_REQUIRED. */
export async function getOtpChallenge(): Promise<OtpChallenge> {
  const body = await apiRequest<ChallengeReply>({
    method: 'GET',
    url: '/user/otp-challenge',
    fallback: MESSAGES.loginFailed,
  })
  return body.data
}

/** POST /user/verify-otp: trades the 4-digit code for the bearer token. */
export async function verifyOtp(
  mobile: string,
  otp: string,
): Promise<VerifiedSession> {
  const body = await apiRequest<VerifyOtpReply>({
    method: 'POST',
    url: '/user/verify-otp',
    data: { mobile, otp } satisfies VerifyOtpBody,
    fallback: MESSAGES.invalidOtp,
  })
  return { token: body.data, user: body.user }
}

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
  const body = await apiRequest<SignedOutEverywhereReply>({
    method: 'POST',
    url: '/user/logout-all',
    auth: true,
    fallback: MESSAGES.signOutEverywhereFailed,
  })
  return body.message
}
