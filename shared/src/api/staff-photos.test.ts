import { beforeAll, describe, expect, it } from 'vitest'
import { testPhoto } from '../testing/factories'
import { useTestApi } from '../testing/test-api'
import { bindStaffSession } from './client'
import { uploadPhoto } from './staff-photos'

const server = useTestApi()

beforeAll(() => {
  bindStaffSession({ getToken: () => 'staff-1', clearToken: () => {} })
})

// A JPEG's first bytes, then bytes no text encoding would keep as they are.
const BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x80, 0xfe])

describe('uploadPhoto', () => {
  it('sends the file’s own bytes as the body, with the staff token, and gives the photo', async () => {
    const photo = testPhoto()
    server().on('POST /staff/photos', {
      status: 201,
      body: { status: true, message: 'Photo uploaded.', data: photo },
    })
    const file = new Blob([BYTES], { type: 'image/jpeg' })
    expect(await uploadPhoto(file)).toEqual(photo)
    const [request] = server().requests
    expect(request?.authorization).toBe('Bearer staff-1')
    expect(request?.headers['content-type']).toBe('image/jpeg')
    expect([...(request?.bytes ?? [])]).toEqual([...BYTES])
  })

  it('says it is bytes when the browser gives the file no type (a HEIC often has none)', async () => {
    server().on('POST /staff/photos', {
      status: 201,
      body: { status: true, data: testPhoto() },
    })
    await uploadPhoto(new Blob([BYTES]))
    expect(server().requests[0]?.headers['content-type']).toBe(
      'application/octet-stream',
    )
  })

  it('rejects with the server’s words and code', async () => {
    server().on('POST /staff/photos', {
      status: 422,
      body: {
        status: false,
        code: 'PHOTO_NOT_SUPPORTED',
        message:
          'This file is not a photo we can use: choose a JPEG, PNG, WebP or HEIC image.',
      },
    })
    await expect(uploadPhoto(new Blob(['hello']))).rejects.toMatchObject({
      status: 422,
      code: 'PHOTO_NOT_SUPPORTED',
      message:
        'This file is not a photo we can use: choose a JPEG, PNG, WebP or HEIC image.',
    })
  })
})
