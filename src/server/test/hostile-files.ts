import sharp from 'sharp'

export type Upload = { field?: string; bytes: Buffer; filename: string; type: string }

/** The bytes and content type a browser would send for these files (and text fields). */
export async function multipartBody(files: Upload[], fields: Record<string, string> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files)
    form.append(
      file.field ?? 'images',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.filename,
    )
  const request = new Response(form)
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  }
}

export function pngPicture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e25822' } })
    .png()
    .toBuffer()
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** A valid PNG whose header claims another size (the IHDR checksum is recomputed, so only decoding tells). */
function withDeclaredSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png)
  const ihdr = 8 // after the 8-byte signature: length (4), "IHDR" (4), width (4), height (4) …
  copy.writeUInt32BE(width, ihdr + 8)
  copy.writeUInt32BE(height, ihdr + 12)
  copy.writeUInt32BE(crc32(copy.subarray(ihdr + 4, ihdr + 8 + 13)), ihdr + 8 + 13)
  return copy
}

/** Files that must each be refused with 400 "not a valid image", named after what makes them hostile. */
export async function hostileImages(): Promise<Record<string, Upload>> {
  const png = await pngPicture(64, 64)
  return {
    'a truncated PNG (its first 60 bytes)': {
      bytes: png.subarray(0, 60),
      filename: 'cut.png',
      type: 'image/png',
    },
    'a PNG whose body is cut off after its header': {
      bytes: png.subarray(0, Math.floor(png.length / 2)),
      filename: 'half.png',
      type: 'image/png',
    },
    'a file with a PNG name and MIME type but the wrong magic': {
      bytes: Buffer.concat([Buffer.from('GIF00a'), png.subarray(6)]),
      filename: 'magic.png',
      type: 'image/png',
    },
    'a text file sent as image/jpeg': {
      bytes: Buffer.from('<?php system($_GET["c"]); ?>\n'.repeat(10)),
      filename: 'shell.php.jpg',
      type: 'image/jpeg',
    },
    'an SVG with a script': {
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
      ),
      filename: 'logo.svg',
      type: 'image/svg+xml',
    },
    'a decompression bomb (a small PNG declaring 30000×30000 pixels)': {
      bytes: withDeclaredSize(png, 30_000, 30_000),
      filename: 'bomb.png',
      type: 'image/png',
    },
    'a PNG declaring a larger size than its pixels': {
      bytes: withDeclaredSize(png, 4_000, 4_000),
      filename: 'liar.png',
      type: 'image/png',
    },
    'an empty-looking file of zero bytes after a PNG signature': {
      bytes: png.subarray(0, 8),
      filename: 'sig.png',
      type: 'image/png',
    },
  }
}
