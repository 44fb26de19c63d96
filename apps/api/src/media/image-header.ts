/**
 * The size and EXIF orientation of a JPEG or PNG, read from its header bytes (no decoder). A
 * browser and pdfkit both show an image turned by its orientation, so anything placed on it by
 * fractions (a blur region) must be placed on the turned picture too.
 */
export interface ImageHeader {
  format: 'jpeg' | 'png';
  /** The stored pixel size, before the orientation is applied. */
  width: number;
  height: number;
  /** EXIF orientation 1-8 (1: as stored). */
  orientation: number;
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');
const ORIENTATION_TAG = 0x0112;

/** The orientation in a TIFF block (an EXIF segment's body), 1 when it states none. */
function exifOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(bytes: Buffer): ImageHeader | null {
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = bytes.readUInt16BE(at + 2);
    const body = bytes.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && body.subarray(0, 6).equals(EXIF_ID)) {
      orientation = exifOrientation(body.subarray(6));
    } else if (isFrameMarker(marker) && body.length >= 5) {
      const height = body.readUInt16BE(1);
      const width = body.readUInt16BE(3);
      return width > 0 && height > 0 ? { format: 'jpeg', width, height, orientation } : null;
    }
    at += 2 + length;
  }
  return null;
}

function pngHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  let orientation = 1;
  // An eXIf chunk counts before the pixels (browsers read it there).
  for (let at = 33; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'eXIf') orientation = exifOrientation(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return width > 0 && height > 0 ? { format: 'png', width, height, orientation } : null;
}

/** The header of a JPEG or PNG, or null for anything else (or a damaged header). */
export function readImageHeader(bytes: Buffer): ImageHeader | null {
  try {
    if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
      return jpegHeader(bytes);
    }
    if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngHeader(bytes);
    return null;
  } catch {
    // A length that runs past the end: not an image this code can place regions on.
    return null;
  }
}

/** The size the image is shown at: width and height swap for a quarter turn (5-8). */
export function shownSize(header: ImageHeader): { width: number; height: number } {
  return header.orientation >= 5
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height };
}
