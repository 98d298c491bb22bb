import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

const S3_TEST_BUCKET = 'food-photos'

/**
 * A real S3-compatible server on a free local port (s3rver: the S3 REST API over a folder,
 * signatures checked with its fixed keys), and the API's S3_* variables pointing at it.
 */
export async function startS3Server() {
  const directory = await mkdtemp(join(tmpdir(), 'food-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  })
  const { port } = await server.run()
  return {
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
