import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv, photoStorageConfig } from '../src/config/env'
import {
  createFolderStorage,
  createPhotoStorage,
  type PhotoStorage,
} from '../src/modules/photo/photo-storage'
import { cameraImage, getMedia, uploadPhoto } from './helpers/photos'
import { startS3Server } from './helpers/s3-server'
import { createStaff } from './helpers/staff'
import { startTestApp } from './helpers/test-app'

// One contract, two storages: what the photo service relies on must hold for a folder and for
// a real S3-compatible server alike.

let s3: Awaited<ReturnType<typeof startS3Server>>
let folder: string

beforeAll(async () => {
  s3 = await startS3Server()
  folder = await mkdtemp(join(tmpdir(), 'food-photos-'))
})
afterAll(async () => {
  await s3?.close()
  await rm(folder, { recursive: true, force: true })
})

async function read(body: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

const STORAGES: [string, () => Promise<PhotoStorage>][] = [
  ['a folder', async () => createFolderStorage(folder)],
  [
    'S3 (s3rver)',
    () => createPhotoStorage(photoStorageConfig(loadEnv(s3.env))),
  ],
]

describe.each(STORAGES)('photo storage in %s', (_name, open) => {
  let storage: PhotoStorage
  beforeAll(async () => {
    storage = await open()
  })
  const id = 'a'.repeat(32)

  it('gives back what was put, byte for byte, with its size', async () => {
    const bytes = await cameraImage(400, 300, 'webp')
    await storage.put(`${id}/400.webp`, bytes, 'image/webp')
    const file = await storage.get(`${id}/400.webp`)
    expect(file?.size).toBe(bytes.length)
    expect(file && (await read(file.body))).toEqual(bytes)
  })

  it('answers null for a key never put', async () => {
    expect(await storage.get(`${id}/800.webp`)).toBeNull()
    expect(await storage.get(`${'b'.repeat(32)}/400.webp`)).toBeNull()
  })

  it('keeps files of one photo apart, and a second put of a key replaces the first', async () => {
    await storage.put(`${id}/400.avif`, Buffer.from('first'), 'image/avif')
    await storage.put(`${id}/400.avif`, Buffer.from('second'), 'image/avif')
    await storage.put(`${id}/800.avif`, Buffer.from('other'), 'image/avif')
    const file = await storage.get(`${id}/400.avif`)
    expect(file && String(await read(file.body))).toBe('second')
  })
})

describe('the API on S3', () => {
  it('stores an upload in the bucket and serves it at the same URL as from a folder', async () => {
    const t = await startTestApp(s3.env)
    try {
      const owner = await createStaff(t, 'owner')
      const res = await uploadPhoto(
        t,
        owner,
        await cameraImage(500, 400, 'png'),
      )
      expect(res.statusCode, res.body).toBe(201)
      const variant = res.json().data.avif[0]
      expect(variant.path).toMatch(/^\/media\/[0-9a-f]{32}\/400\.avif$/)
      const served = await getMedia(t, variant.path)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/avif')
      const bucket = await createPhotoStorage(
        photoStorageConfig(loadEnv(s3.env)),
      )
      const stored = await bucket.get(variant.path.replace('/media/', ''))
      expect(stored && (await read(stored.body))).toEqual(served.rawPayload)
    } finally {
      await t.close()
    }
  })
})

describe('photo storage configuration', () => {
  it('keeps photos beside the database, unless told otherwise', () => {
    expect(photoStorageConfig(loadEnv({ DATA_DIR: '/var/food/db' }))).toEqual({
      kind: 'folder',
      dir: '/var/food/db/photos',
    })
    expect(photoStorageConfig(loadEnv({ PHOTOS_DIR: '/srv/photos' }))).toEqual({
      kind: 'folder',
      dir: '/srv/photos',
    })
  })

  it('refuses to start with half an S3 configuration, or with nowhere to keep photos', () => {
    expect(() =>
      loadEnv({ S3_BUCKET: 'photos', S3_REGION: 'eu-west-2' }),
    ).toThrow(/S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/)
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET: required',
    )
    expect(() => loadEnv({ ...s3.env, PHOTOS_DIR: '/srv/photos' })).toThrow(
      'not both',
    )
    expect(() => loadEnv({ DATA_DIR: 'memory://' })).toThrow(
      'PHOTOS_DIR: required when DATA_DIR is memory://',
    )
  })

  it('refuses a key that would leave the photo folder', async () => {
    const storage = createFolderStorage(folder)
    await expect(
      storage.put('../outside.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow('leaves the photo folder')
  })
})
