// The Debian packages the product and its tests need, checked (and installed when run as root)
// by `npm start`, `npm test` and `pnpm bench`.

/** The running product: ffmpeg/ffprobe and the offline speech recogniser with its model. */
export const RUNTIME_DEBIAN_PACKAGES = [
  { command: 'ffmpeg', pkg: 'ffmpeg' },
  { command: 'pocketsphinx_batch', pkg: 'pocketsphinx' },
  { file: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin', pkg: 'pocketsphinx-en-us' },
];

/** The tests besides: Chromium for the end-to-end specs, flite and sox to voice test videos. */
export const TEST_DEBIAN_PACKAGES = [
  ...RUNTIME_DEBIAN_PACKAGES,
  { command: 'chromium', pkg: 'chromium' },
  { command: 'flite', pkg: 'flite' },
  { command: 'sox', pkg: 'sox' },
];
