// heic-decode ships no types: its default export decodes the primary image to RGBA.
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray }
  export default function decode(input: {
    buffer: Uint8Array
  }): Promise<DecodedImage>
}
