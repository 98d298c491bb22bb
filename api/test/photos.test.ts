import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Photo } from '@food/shared/types'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { createPhotoService } from '../src/modules/photo/photo.service'
import { createFolderStorage } from '../src/modules/photo/photo-storage'
import { createStaffAuditService } from '../src/modules/staff/staff-audit.service'
import { createCustomer } from './helpers/customer'
import { createClock, MINUTE } from './helpers/otp'
import {
  cameraImage,
  cameraJpeg,
  getMedia,
  iphoneHeic,
  jpegClaiming,
  uploadPhoto,
} from './helpers/photos'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp, testEnv } from './helpers/test-app'

const NOT_A_PHOTO =
  'This file is not a photo we can use: choose a JPEG, PNG, WebP or HEIC image.'

let t: TestApp
let owner: TestStaff
const clock = createClock()

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  owner = await createStaff(t, 'owner')
})
afterAll(() => t.close())

/** Uploads as the owner and returns the photo, failing loudly on anything but 201. */
async function uploaded(bytes: Buffer): Promise<Photo> {
  const res = await uploadPhoto(t, owner, bytes)
  expect(res.statusCode, res.body).toBe(201)
  expect(res.json()).toMatchObject({ status: true, message: 'Photo uploaded.' })
  return res.json().data
}

const sizes = (photo: Photo, format: 'avif' | 'webp') =>
  photo[format].map(({ width, height }) => [width, height])

/** The colour of one pixel of an image, as [r, g, b]. */
async function pixel(bytes: Buffer, left: number, top: number) {
  const rgb = await sharp(bytes)
    .extract({ left, top, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer()
  return [...rgb]
}
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60

describe('POST /api/staff/photos', () => {
  it('turns a 12-megapixel camera JPEG into upright AVIF and WebP at 400, 800 and 1200 px, with no metadata left', async () => {
    const jpeg = await cameraJpeg({ orientation: 6 })
    const photo = await uploaded(jpeg)
    // Held upright: 4000×3000 stored, turned 90° by EXIF orientation 6 → 3000×4000.
    const expected = [
      [400, 533],
      [800, 1067],
      [1200, 1600],
    ]
    expect(photo).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect([photo.width, photo.height]).toEqual([1200, 1600])
    expect(sizes(photo, 'avif')).toEqual(expected)
    expect(sizes(photo, 'webp')).toEqual(expected)
    for (const format of ['avif', 'webp'] as const) {
      for (const variant of photo[format]) {
        expect(variant.path).toBe(
          `/media/${photo.id}/${variant.width}.${format}`,
        )
        const res = await getMedia(t, variant.path)
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe(`image/${format}`)
        const body = res.rawPayload
        const meta = await sharp(body).metadata()
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp')
        expect([meta.width, meta.height]).toEqual([
          variant.width,
          variant.height,
        ])
        expect(meta.exif).toBeUndefined()
        expect(meta.xmp).toBeUndefined()
        expect(meta.iptc).toBeUndefined()
        expect(meta.orientation).toBeUndefined()
        expect(body.includes('Secret')).toBe(false)
        // The red block stored top-left is top-right once the photo is upright.
        expect(isRed(await pixel(body, variant.width - 3, 3))).toBe(true)
        expect(isRed(await pixel(body, 3, 3))).toBe(false)
      }
    }
  })

  it('sends a tiny blurred WebP placeholder inline', async () => {
    const photo = await uploaded(await cameraImage(1000, 750, 'png'))
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(photo.placeholder.length).toBeLessThan(1024)
    const bytes = Buffer.from(photo.placeholder.split(',')[1] ?? '', 'base64')
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 16,
      height: 12,
    })
  })

  it.each([
    ['PNG', 'png', 640, 480, [[400, 300]]],
    [
      'WebP',
      'webp',
      900,
      600,
      [
        [400, 267],
        [800, 533],
      ],
    ],
    ['AVIF', 'avif', 500, 500, [[400, 400]]],
    ['a small PNG (never upscaled)', 'png', 300, 250, [[300, 250]]],
  ] as const)('accepts %s', async (_name, format, width, height, expected) => {
    const photo = await uploaded(await cameraImage(width, height, format))
    expect(sizes(photo, 'avif')).toEqual(expected)
    expect(sizes(photo, 'webp')).toEqual(expected)
  })

  it('accepts an iPhone HEIC, turned upright by its HEIF rotation only', async () => {
    const photo = await uploaded(iphoneHeic())
    expect(sizes(photo, 'webp')).toEqual([
      [400, 533],
      [800, 1067],
    ])
    const largest = await getMedia(t, photo.avif[1]?.path ?? '')
    expect(isRed(await pixel(largest.rawPayload, 797, 3))).toBe(true)
    expect(isRed(await pixel(largest.rawPayload, 3, 3))).toBe(false)
    const meta = await sharp(largest.rawPayload).metadata()
    expect(meta.exif).toBeUndefined()
  })

  it('refuses what is not a photo, whatever its name and type say', async () => {
    const jpeg = await cameraJpeg({ width: 800, height: 600 })
    const refused: [string, Buffer, string][] = [
      ['text named .jpg', Buffer.from('Not a photo at all\n'), 'image/jpeg'],
      [
        'an SVG with a script',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script></svg>',
        ),
        'image/svg+xml',
      ],
      [
        'a PDF',
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'),
        'application/pdf',
      ],
      ['a truncated JPEG', jpeg.subarray(0, jpeg.length / 2), 'image/jpeg'],
      ['a GIF', await cameraImage(400, 300, 'gif'), 'image/gif'],
      ['a TIFF', await cameraImage(400, 300, 'tiff'), 'image/jpeg'],
      ['15 MB of nothing', Buffer.alloc(15 * 1024 * 1024), 'image/jpeg'],
    ]
    for (const [what, bytes, type] of refused) {
      const res = await uploadPhoto(t, owner, bytes, type)
      expect(res.statusCode, what).toBe(422)
      expect(res.json(), what).toEqual({
        status: false,
        message: NOT_A_PHOTO,
        code: 'PHOTO_NOT_SUPPORTED',
      })
    }
  })

  it('refuses a photo too small, and one claiming too many pixels before decoding it', async () => {
    const small = await uploadPhoto(
      t,
      owner,
      await cameraImage(600, 150, 'png'),
    )
    expect(small.statusCode).toBe(422)
    expect(small.json().code).toBe('PHOTO_TOO_SMALL')
    const bomb = await uploadPhoto(t, owner, await jpegClaiming(10_000, 8000))
    expect(bomb.statusCode).toBe(422)
    expect(bomb.json()).toEqual({
      status: false,
      message: 'This photo is too big to process (max 50 megapixels).',
      code: 'PHOTO_TOO_MANY_PIXELS',
    })
  })

  it('answers a body over 15 MB with 413', async () => {
    const res = await uploadPhoto(t, owner, Buffer.alloc(15 * 1024 * 1024 + 1))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      status: false,
      message: 'This photo is too large (max 15 MB)',
      code: 'PHOTO_TOO_LARGE',
    })
  })

  it('makes the same file one photo, processed and stored once', async () => {
    const png = await cameraImage(900, 700, 'png')
    const first = await uploaded(png)
    const folder = join(t.env.PHOTOS_DIR ?? '', first.id)
    const files = await readdir(folder)
    expect(files.sort()).toEqual(
      ['400.avif', '400.webp', '800.avif', '800.webp'].sort(),
    )
    expect(await uploaded(png)).toEqual(first)
    expect((await readdir(folder)).sort()).toEqual(files.sort())
    const [row] = await t.database.db.query<{ n: number }>(
      'select count(*)::int as n from photos where id = $1',
      [first.id],
    )
    expect(row?.n).toBe(1)
  })

  it('records every upload in the audit log', async () => {
    const png = await cameraImage(500, 400, 'png')
    const photo = await uploaded(png)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit?limit=5',
      headers: owner.auth,
    })
    expect(res.json().data[0]).toMatchObject({
      staffId: owner.id,
      action: 'photo-uploaded',
      subject: `photo ${photo.id}`,
      after: { width: 400, height: 320, bytes: png.length },
    })
  })

  it('lets only the owner upload, and says so before reading the body', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024)
    const member = await createStaff(t, 'staff')
    const customer = await createCustomer(t)
    const cases = [
      [member, 403],
      [customer, 403],
      [{ auth: { authorization: 'Bearer made-up' } }, 401],
      [null, 401],
    ] as const
    for (const [who, status] of cases) {
      expect((await uploadPhoto(t, who, big)).statusCode).toBe(status)
    }
  })

  it('allows 60 uploads per owner in 10 minutes, counted in the database every instance shares', async () => {
    const busy = await createStaff(t, 'owner', 'Busy Owner')
    const png = await cameraImage(400, 300, 'png')
    const other = await buildApp({
      env: testEnv(t.database),
      db: t.database.db,
      logger: false,
      now: clock.now,
    })
    try {
      for (let i = 0; i < 60; i++) {
        const res = await uploadPhoto(t, busy, png)
        expect(res.statusCode).toBe(201)
      }
      // The 61st, on another instance of the API.
      const refused = await other.inject({
        method: 'POST',
        url: '/api/staff/photos',
        headers: busy.auth,
        payload: png,
      })
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({
        code: 'PHOTO_RATE_LIMITED',
        retryAfterSeconds: 600,
      })
      expect(refused.headers['retry-after']).toBe('600')
      // Another owner is not held back.
      expect((await uploadPhoto(t, owner, png)).statusCode).toBe(201)
      clock.advance(10 * MINUTE)
      expect((await uploadPhoto(t, busy, png)).statusCode).toBe(201)
    } finally {
      await other.close()
    }
  })
})

describe('GET /api/media/:id/:file', () => {
  let photo: Photo
  beforeAll(async () => {
    photo = await uploaded(await cameraImage(820, 615, 'png'))
  })

  it('serves a variant for good: immutable, nosniff, cross-origin, with an ETag', async () => {
    const path = photo.webp[0]?.path ?? ''
    const res = await getMedia(t, path)
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    })
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    const head = await t.app.inject({ method: 'HEAD', url: `/api${path}` })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/webp')
    expect(head.body).toBe('')
    const etag = String(res.headers.etag)
    const again = await getMedia(t, path, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('answers 404 in the envelope for what does not exist', async () => {
    for (const path of [
      `/media/${'0'.repeat(32)}/400.webp`,
      `/media/${photo.id}/1200.webp`,
      `/media/${photo.id}/401.avif`,
    ]) {
      const res = await getMedia(t, path)
      expect(res.statusCode, path).toBe(404)
      expect(res.json(), path).toEqual({
        status: false,
        message: 'That photo was not found.',
        code: 'PHOTO_NOT_FOUND',
      })
    }
  })

  it('refuses malformed names with 400, and path traversal never leaves the envelope', async () => {
    for (const path of [
      `/media/${photo.id}/400.png`,
      `/media/${photo.id}/0400.webp`,
      `/media/${photo.id.toUpperCase()}/400.webp`,
      `/media/${photo.id}/400.webp%00.txt`,
    ]) {
      const res = await getMedia(t, path)
      expect(res.statusCode, path).toBe(400)
      expect(res.json().code, path).toBe('VALIDATION_ERROR')
    }
    for (const path of [
      `/media/${photo.id}/..%2F..%2F..%2Fpackage.json`,
      '/media/..%2F..%2Fsrc/app.ts',
      `/media/${photo.id}/%2e%2e`,
      '/media/../../package.json',
    ]) {
      const res = await getMedia(t, path)
      expect([400, 404], path).toContain(res.statusCode)
      expect(res.json().status, path).toBe(false)
    }
  })
})

describe('the photo service other domains call', () => {
  it('finds many photos by id in one query, leaving out unknown and malformed ids', async () => {
    const a = await uploaded(await cameraImage(420, 300, 'png'))
    const b = await uploaded(await cameraImage(430, 300, 'webp'))
    const service = createPhotoService({
      db: t.database.db,
      storage: createFolderStorage(t.env.PHOTOS_DIR ?? ''),
      audit: createStaffAuditService(t.database.db),
      now: clock.now,
    })
    const found = await service.findMany([
      a.id,
      b.id,
      a.id,
      '0'.repeat(32),
      'x',
    ])
    expect([...found.keys()].sort()).toEqual([a.id, b.id].sort())
    expect(found.get(a.id)).toEqual(a)
    expect(await service.findMany([])).toEqual(new Map())
    expect(await service.find(b.id)).toEqual(b)
  })
})
