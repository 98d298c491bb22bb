import { describe, expect, it } from 'vitest'
import { setSession } from '../store/actions'
import { useTestApi } from '../testing/test-api'
import { ApiError } from './api-error'
import {
  login,
  logoutEverywhere,
  logoutSession,
  signup,
  verifyOtp,
} from './auth'

const server = useTestApi()

const otpSent = {
  mobile: '7911123456',
  resendAfterSeconds: 25,
  expiresInSeconds: 300,
}
const user = {
  id: 'u1',
  name: 'Ayla Demir',
  email: 'ayla@example.com',
  mobile: '7911123456',
}

describe('signup', () => {
  it('posts name, email and mobile and returns the resend timings', async () => {
    server().on('POST /user/signup', {
      status: 201,
      body: { status: true, message: 'OTP sent', data: otpSent },
    })
    const payload = {
      name: 'Ayla Demir',
      email: 'ayla@example.com',
      mobile: '7911123456',
    }
    await expect(signup(payload)).resolves.toEqual(otpSent)
    expect(server().requests[0]?.body).toEqual(payload)
  })

  it('rejects with the server message of a taken number', async () => {
    const message =
      'An account with this mobile number already exists. Please log in.'
    server().on('POST /user/signup', {
      status: 409,
      body: { status: false, code: 'MOBILE_TAKEN', message },
    })
    await expect(
      signup({ name: 'A', email: 'a@b.co', mobile: '7911123456' }),
    ).rejects.toMatchObject({ status: 409, code: 'MOBILE_TAKEN', message })
  })

  it('falls back to Signup failed', async () => {
    server().on('POST /user/signup', { status: 500, body: { status: false } })
    await expect(
      signup({ name: 'A', email: 'a@b.co', mobile: '7911123456' }),
    ).rejects.toThrow('Signup failed')
  })
})

describe('login', () => {
  it('posts the mobile and returns the resend timings', async () => {
    server().on('POST /user/login', {
      status: 200,
      body: { status: true, message: 'OTP sent', data: otpSent },
    })
    await expect(login('7911123456')).resolves.toEqual(otpSent)
    expect(server().requests[0]?.body).toEqual({ mobile: '7911123456' })
  })

  it('rejects a number without an account with the server message', async () => {
    const message =
      'This mobile number is not registered. Please register to continue.'
    server().on('POST /user/login', {
      status: 404,
      body: { status: false, code: 'NOT_REGISTERED', message },
    })
    await expect(login('7911123456')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_REGISTERED',
      message,
    })
  })

  it('carries retryAfterSeconds of a rate-limited send', async () => {
    server().on('POST /user/login', {
      status: 429,
      body: {
        status: false,
        code: 'OTP_RATE_LIMITED',
        message: 'Please wait 25 seconds before requesting another code.',
        retryAfterSeconds: 25,
      },
    })
    const error = await login('7911123456').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 429,
      code: 'OTP_RATE_LIMITED',
      retryAfterSeconds: 25,
    })
  })

  it('has no retryAfterSeconds when the server sends none, and falls back to Login failed', async () => {
    server().on('POST /user/login', { status: 502, body: { status: false } })
    const error = (await login('7911123456').catch(
      (e: unknown) => e,
    )) as ApiError
    expect(error.message).toBe('Login failed')
    expect(error.retryAfterSeconds).toBeUndefined()
    expect('retryAfterSeconds' in error).toBe(false)
  })
})

describe('verifyOtp', () => {
  it('posts mobile and otp and returns the token and the user', async () => {
    server().on('POST /user/verify-otp', {
      status: 200,
      body: { status: true, data: 'token-123', user },
    })
    await expect(verifyOtp('7911123456', '1234')).resolves.toEqual({
      token: 'token-123',
      user,
    })
    expect(server().requests[0]?.body).toEqual({
      mobile: '7911123456',
      otp: '1234',
    })
  })

  it('rejects a wrong code with the server message', async () => {
    const message = 'That code is not right. 4 attempts left.'
    server().on('POST /user/verify-otp', {
      status: 400,
      body: { status: false, code: 'OTP_INVALID', message },
    })
    await expect(verifyOtp('7911123456', '0000')).rejects.toMatchObject({
      status: 400,
      code: 'OTP_INVALID',
      message,
    })
  })

  it('falls back to Invalid OTP', async () => {
    server().on('POST /user/verify-otp', {
      status: 400,
      body: { status: false },
    })
    await expect(verifyOtp('7911123456', '0000')).rejects.toThrow('Invalid OTP')
  })
})

describe('logoutSession', () => {
  it('posts to /user/logout with the session’s token', async () => {
    server().on('POST /user/logout', {
      body: { status: true, message: 'You are signed out.' },
    })
    setSession('token-123')
    await expect(logoutSession()).resolves.toBeUndefined()
    expect(server().requests.map((r) => [r.route, r.authorization])).toEqual([
      ['POST /user/logout', 'Bearer token-123'],
    ])
  })
})

describe('logoutEverywhere', () => {
  it('posts to /user/logout-all and returns the server’s sentence', async () => {
    server().on('POST /user/logout-all', {
      body: {
        status: true,
        message: 'Signed out on 3 devices.',
        data: { devices: 3 },
      },
    })
    setSession('token-123')
    await expect(logoutEverywhere()).resolves.toBe('Signed out on 3 devices.')
    expect(server().requests[0]?.authorization).toBe('Bearer token-123')
  })

  it('falls back to saying the other devices may still be signed in', async () => {
    server().on('POST /user/logout-all', {
      status: 500,
      body: { status: false },
    })
    setSession('token-123')
    await expect(logoutEverywhere()).rejects.toThrow(
      'We could not sign you out on your other devices. Please try again.',
    )
  })
})
