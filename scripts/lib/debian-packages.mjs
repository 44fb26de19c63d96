// The Debian packages the product and its tests need, checked (and installed when run as root)
// by `npm start`, `npm test` and `pnpm bench`.

/** The running product: ffmpeg/ffprobe and the offline speech recogniser with its model. */
export const RUNTIME_DEBIAN_PACKAGES = [
  { command: 'ffmpeg', pkg: 'ffmpeg' },
  { command: 'pocketsphinx_batch', pkg: 'pocketsphinx' },
  { file: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin', pkg: 'pocketsphinx-en-us' },
];

/**
 * The tests besides: Chromium for the end-to-end specs, flite and sox to voice test videos,
 * poppler (pdftotext, pdftoppm) and zbar (zbarimg) to read back the printable guide.
 */
export const TEST_DEBIAN_PACKAGES = [
  ...RUNTIME_DEBIAN_PACKAGES,
  { command: 'chromium', pkg: 'chromium' },
  { command: 'flite', pkg: 'flite' },
  { command: 'sox', pkg: 'sox' },
  { command: 'pdftoppm', pkg: 'poppler-utils' },
  { command: 'zbarimg', pkg: 'zbar-tools' },
];

/**
 * `pnpm bench ai` besides: espeak-ng voices half of the development set, and pocketsphinx-testdata
 * holds the LibriVox clips whose word error rate it reports.
 */
export const AI_BENCH_DEBIAN_PACKAGES = [
  ...TEST_DEBIAN_PACKAGES,
  { command: 'espeak-ng', pkg: 'espeak-ng' },
  {
    file: '/usr/share/pocketsphinx/test/data/librivox/transcription',
    pkg: 'pocketsphinx-testdata',
  },
];
