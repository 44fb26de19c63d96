// One `npm start` per data directory: PGlite does not lock its data, and two writers corrupt it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Returns the pid holding the lock, or null after taking it. */
export function takeLock(file) {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && alive(pid)) return pid;
  } catch {
    // no lock yet
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  return null;
}

export function releaseLock(file) {
  try {
    if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file);
  } catch {
    // already gone
  }
}
