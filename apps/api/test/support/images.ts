import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

/** An RGB PNG of `width`×`height` whose pixel (x, y) is `pixel(x, y)`, encoded here. */
export function patternPng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(pixel(x, y), 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A solid-colour RGB PNG of `width`×`height`, encoded here (no image library needed). */
export function solidPng(width: number, height: number, rgb: Rgb): Buffer {
  return patternPng(width, height, () => rgb);
}
