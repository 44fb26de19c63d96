/**
 * How every browser run of the project starts Debian's Chromium (the end-to-end specs and the
 * browser benchmarks): its path (CHROMIUM_PATH, else /usr/bin/chromium) and flags that keep it
 * headless, offline and quiet.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
