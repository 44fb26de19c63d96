import type { UploadPurpose } from '@stepwise/contracts';
import { acceptedKind, EXECUTABLE_DETAIL, GENERIC_TYPE, wrongTypeDetail } from '../upload-policy';

/* Which sniffed types each kind of upload accepts (see `checkSniffedType`). */

/** Video containers the browsers and the video service read (as `file-type` names them). */
const VIDEO_TYPES = new Set([
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/matroska',
  'video/vnd.avi',
  'video/ogg',
  'video/x-m4v',
  'video/3gpp',
  'video/3gpp2',
]);

/** Raster images every browser shows. SVG is refused: it is a document that can run script. */
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/gif',
  'image/bmp',
  'image/webp',
]);

/** Programs a supplementary file may not be (as `file-type` names them). */
const EXECUTABLE_TYPES = new Set([
  'application/x-msdownload',
  'application/x-elf',
  'application/x-mach-binary',
  'application/vnd.android.package-archive',
  'application/x-deb',
  'application/x-rpm',
  'application/wasm',
  'application/x-msi',
]);

/** True when text-like: valid UTF-8 without control characters other than tab and line breaks. */
function looksLikeText(sample: Uint8Array): boolean {
  if (sample.length === 0) return false;
  // A sample cut inside a multi-byte character is still text: drop up to 3 trailing bytes.
  for (let cut = 0; cut <= Math.min(3, sample.length - 1); cut++) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(
        sample.subarray(0, sample.length - cut),
      );
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
      return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
    } catch {}
  }
  return false;
}

export type SniffVerdict = { ok: true; type: string } | { ok: false; detail: string };

/**
 * Decides on the type `file-type` found in the first bytes (`sniffed`, undefined when it found
 * none): videos must be a video container, images a raster image; supplementary files may be
 * anything but a program (stored as `text/plain` when they read as text, else as sniffed).
 */
export function checkSniffedType(
  purpose: UploadPurpose,
  sniffed: string | undefined,
  sample: Uint8Array,
): SniffVerdict {
  const kind = acceptedKind(purpose);
  if (kind === 'video') {
    return sniffed && VIDEO_TYPES.has(sniffed)
      ? { ok: true, type: sniffed }
      : { ok: false, detail: wrongTypeDetail(purpose) };
  }
  if (kind === 'image') {
    return sniffed && IMAGE_TYPES.has(sniffed)
      ? { ok: true, type: sniffed }
      : { ok: false, detail: wrongTypeDetail(purpose) };
  }
  if (sniffed && EXECUTABLE_TYPES.has(sniffed)) return { ok: false, detail: EXECUTABLE_DETAIL };
  if (sniffed) return { ok: true, type: sniffed };
  return { ok: true, type: looksLikeText(sample) ? 'text/plain' : GENERIC_TYPE };
}
