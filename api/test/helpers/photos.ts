import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import type { TestStaff } from './staff'
import type { TestApp } from './test-app'

/** An iPhone photo: 1200×900 HEVC turned upright by its HEIF rotation (fixtures/make-heic-fixture.mjs). */
export const iphoneHeic = () =>
  readFileSync(new URL('../fixtures/iphone-portrait.heic', import.meta.url))

/** The red block each generated photo has in the top-left corner of its stored pixels. */
const MARKER = { width: 0.25, height: 0.2 }

/**
 * Raw RGB like a camera's: a gradient with grain (so it compresses like a photo, not like a
 * flat drawing) and a red block in the top-left corner to tell which way up it ends.
 */
function cameraPixels(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const grain = Math.random() * 48
      const isMarker = x < width * MARKER.width && y < height * MARKER.height
      pixels[i] = isMarker ? 255 : 60 + (x / width) * 120 + grain
      pixels[i + 1] = isMarker ? 0 : 50 + (y / height) * 120 + grain
      pixels[i + 2] = isMarker ? 0 : 90 + grain
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

/** What a phone writes into a photo: where it was taken, the camera, an XMP packet. */
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Owner Secret</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>'

/** A camera JPEG with EXIF (GPS included) and XMP; `orientation` 6 is a phone held upright. */
export function cameraJpeg({
  width = 4000,
  height = 3000,
  orientation = 1,
} = {}) {
  return cameraPixels(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '54/1 35/1 12/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '5/1 55/1 48/1',
      },
    })
    .withXmp(XMP)
    .toBuffer()
}

export const cameraImage = (
  width: number,
  height: number,
  format: 'png' | 'webp' | 'avif' | 'gif' | 'tiff',
) => cameraPixels(width, height).toFormat(format).toBuffer()

/** Uploads the bytes as the owner's back office would (`fetch(url, { body: file })`). */
export const uploadPhoto = (
  t: TestApp,
  who: Pick<TestStaff, 'auth'> | null,
  bytes: Buffer,
  contentType = 'image/jpeg',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/photos',
    headers: { ...(who?.auth ?? {}), 'content-type': contentType },
    payload: bytes,
  })

/** A photo's file as the site fetches it (`path` as replies give it, below /api). */
export const getMedia = (
  t: TestApp,
  path: string,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'GET', url: `/api${path}`, headers })

/** A JPEG whose header claims `width`×`height` over a tiny body: a decompression bomb. */
export async function jpegClaiming(width: number, height: number) {
  const jpeg = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#888' },
  })
    .jpeg()
    .toBuffer()
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
  jpeg.writeUInt16BE(height, sof + 5)
  jpeg.writeUInt16BE(width, sof + 7)
  return jpeg
}
