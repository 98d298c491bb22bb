// The owner uploading phone photos: a 12-megapixel camera JPEG (4000×3000, EXIF with GPS)
// sent to a real API process as the back office sends it, timed from the first byte sent to
// the 201 with every variant made and stored. Prints the median of 3 (each a different photo,
// since the same file again is not processed twice) and the bytes of each variant.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@food/tools/ports'
import { percentile } from '@food/tools/stats'
import { sampleProcesses } from '../api/lib/process-stats.mjs'
import { benchApiEnv, startApi } from '../api/lib/start-api.mjs'
import { signInOwner } from '../api/lib/verify-orders.mjs'
import { cameraJpeg } from './lib/camera-jpeg.mjs'

const RUNS = 3
const OWNER = '7700901000'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const dir = mkdtempSync(join(tmpdir(), 'food-bench-photos-'))
const api = await startApi({
  port: await freePort(),
  env: { ...benchApiEnv(OWNER), DATA_DIR: join(dir, 'data') },
  logFile: join(dir, 'api.log'),
})
try {
  const token = await signInOwner(api.url, OWNER)
  const photos = []
  for (let seed = 1; seed <= RUNS; seed++) {
    photos.push(await cameraJpeg({ seed }))
  }
  const [{ peakRssMb: idleRssMb }] = sampleProcesses([api.pid]).stop()
  const memory = sampleProcesses([api.pid], 50)
  const runs = []
  for (const bytes of photos) {
    const started = performance.now()
    const res = await fetch(`${api.url}/api/staff/photos`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'image/jpeg',
      },
      body: bytes,
    })
    const ms = performance.now() - started
    const body = await res.json()
    if (res.status !== 201)
      throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`)
    runs.push({ ms, bytesIn: bytes.length, photo: body.data })
  }
  const [{ peakRssMb, cpuMs }] = memory.stop()
  const median = percentile(
    runs.map((run) => run.ms),
    50,
  )
  const { photo, bytesIn } = runs[0]
  const variants = []
  for (const format of ['avif', 'webp']) {
    for (const variant of photo[format]) {
      const res = await fetch(`${api.url}/api${variant.path}`)
      const bytes = (await res.arrayBuffer()).byteLength
      variants.push({
        format,
        width: variant.width,
        height: variant.height,
        bytes,
      })
    }
  }
  const lines = [
    `photos: a 4000×3000 camera JPEG uploaded ${RUNS} times (different photos) to one API process`,
    `  upload → variants stored: median ${median.toFixed(0)} ms (runs: ${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms); API CPU ${(cpuMs / RUNS).toFixed(0)} ms per upload; API RSS ${idleRssMb.toFixed(0)} MB before, ${peakRssMb.toFixed(0)} MB at most while processing`,
    `  bytes in: ${kb(bytesIn)} (JPEG q92); placeholder ${photo.placeholder.length} characters`,
    ...variants.map(
      (v) =>
        `  ${v.format.padEnd(4)} ${String(v.width).padStart(4)}×${String(v.height).padEnd(4)} ${kb(v.bytes).padStart(9)}  (${((100 * v.bytes) / bytesIn).toFixed(2)}% of the upload)`,
    ),
  ]
  console.log(lines.join('\n'))
  const results = join(import.meta.dirname, '..', 'results')
  mkdirSync(results, { recursive: true })
  writeFileSync(
    join(results, 'photos.json'),
    `${JSON.stringify({ at: new Date().toISOString(), medianMs: median, runs: runs.map(({ ms, bytesIn }) => ({ ms, bytesIn })), cpuMsPerUpload: cpuMs / RUNS, idleRssMb, peakRssMb, variants, placeholderChars: photo.placeholder.length }, null, 2)}\n`,
  )
} finally {
  await api.stop()
}
