import sharp from 'sharp'

/** A small seeded generator (mulberry32), so each run's photos are the same bytes. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = Math.imul(state ^ (state >>> 15), 1 | state)
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x)
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32
  }
}

/** Noise at one scale: a random grid every `cell` pixels, blended smoothly in between. */
function valueNoise(width, height, cell, next) {
  const columns = Math.ceil(width / cell) + 2
  const rows = Math.ceil(height / cell) + 2
  const grid = Float32Array.from({ length: columns * rows }, () => next() - 0.5)
  const out = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    const gy = y / cell
    const row = Math.floor(gy)
    const fy = gy - row
    for (let x = 0; x < width; x++) {
      const gx = x / cell
      const column = Math.floor(gx)
      const fx = gx - column
      const at = row * columns + column
      const top = grid[at] * (1 - fx) + grid[at + 1] * fx
      const bottom = grid[at + columns] * (1 - fx) + grid[at + columns + 1] * fx
      out[y * width + x] = top * (1 - fy) + bottom * fy
    }
  }
  return out
}

/**
 * A camera-like JPEG: detail at every scale, from blotches a tenth of the frame wide down to
 * sensor grain, as a photo has (flat colour or pure grain would shrink unlike one), a warm
 * gradient, and EXIF with a GPS position. `seed` makes each photo different bytes.
 */
export async function cameraJpeg({ width = 4000, height = 3000, seed = 1 }) {
  const next = random(seed)
  const scales = [
    [400, 70],
    [60, 45],
    [12, 30],
    [3, 22],
  ].map(([cell, amplitude]) => [
    valueNoise(width, height, cell, next),
    amplitude,
  ])
  // Clamped, so a bright spot saturates as in a camera instead of wrapping round to black.
  const pixels = new Uint8ClampedArray(width * height * 3)
  for (let i = 0; i < width * height; i++) {
    let detail = 0
    for (const [noise, amplitude] of scales) detail += noise[i] * amplitude
    const grain = (next() - 0.5) * 14
    const x = (i % width) / width
    pixels[i * 3] = 150 + 60 * x + detail + grain
    pixels[i * 3 + 1] = 110 + detail * 0.9 + grain
    pixels[i * 3 + 2] = 70 - 30 * x + detail * 0.7 + grain
  }
  return sharp(Buffer.from(pixels.buffer), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Bench', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '54/1 35/1 12/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '5/1 55/1 48/1',
      },
    })
    .toBuffer()
}
