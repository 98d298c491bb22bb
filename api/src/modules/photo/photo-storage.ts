import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { PhotoStorageConfig } from '../../config/env'

export type StoredFile = { body: Readable; size: number }

/**
 * Where photo files are kept, by key (`<id>/<file>`): a folder or an S3-compatible bucket.
 * Files are written once and never change, so neither needs more than this.
 */
export type PhotoStorage = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>
}

/** The storage the configuration names; the S3 client is loaded only when it is used. */
export async function createPhotoStorage(
  config: PhotoStorageConfig,
): Promise<PhotoStorage> {
  if (config.kind === 'folder') return createFolderStorage(config.dir)
  const { createS3Storage } = await import('./photo-storage-s3')
  return createS3Storage(config)
}

/** Files in a folder of this machine (one instance, or a folder every instance mounts). */
export function createFolderStorage(dir: string): PhotoStorage {
  const root = path.resolve(dir)
  const fileOf = (key: string) => {
    const file = path.resolve(root, key)
    // Keys are made by the photo service from checked names; this is the last line anyway.
    if (!file.startsWith(root + path.sep))
      throw new Error(`photo key ${key} leaves the photo folder`)
    return file
  }
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written aside and renamed: a reader sees the whole file or none.
      const partial = `${file}.${randomUUID()}.partial`
      try {
        await writeFile(partial, bytes)
        await rename(partial, file)
      } finally {
        await rm(partial, { force: true })
      }
    },
    async get(key) {
      try {
        const handle = await open(fileOf(key), 'r')
        const { size } = await handle.stat()
        return { body: createReadStream('', { fd: handle }), size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}
