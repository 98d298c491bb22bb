import type { Readable } from 'node:stream'
import {
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { PhotoStorageConfig } from '../../config/env'
import type { PhotoStorage } from './photo-storage'

type S3Config = Extract<PhotoStorageConfig, { kind: 's3' }>

/** Files in an S3-compatible bucket, which every API instance shares. */
export function createS3Storage(config: S3Config): PhotoStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: {
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    },
    // Checksums only where S3 requires them: some S3-compatible servers refuse the extra
    // CRC32 headers and trailers the SDK adds by default since 3.729.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A photo request must not hang on a storage that stopped answering.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  })
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
        }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: key }),
        )
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
  }
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
