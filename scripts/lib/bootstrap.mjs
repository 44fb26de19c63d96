// Installs what a fresh machine lacks: pnpm, the Debian packages a command needs (when run as
// root; otherwise it prints the exact apt-get line), and the workspace's packages.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { commandExists, fail, run, say } from './proc.mjs';

const PNPM_VERSION = '12';

export function ensurePnpm() {
  if (commandExists('pnpm')) return;
  say(`installing pnpm ${PNPM_VERSION} (npm i -g pnpm@${PNPM_VERSION})`);
  const status = run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], {
    allowFailure: true,
  });
  if (status !== 0 || !commandExists('pnpm')) {
    fail(
      `could not install pnpm. Install it yourself with: npm install --global pnpm@${PNPM_VERSION}`,
    );
  }
}

/**
 * Each need is a command on PATH, or a file (for data packages such as a speech model).
 * @param {({ command: string, pkg: string } | { file: string, pkg: string })[]} needs
 */
export function ensureDebianPackages(needs) {
  const present = (n) => ('command' in n ? commandExists(n.command) : existsSync(n.file));
  const missing = needs.filter((n) => !present(n)).map((n) => n.pkg);
  if (missing.length === 0) return;
  const line = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !commandExists('apt-get')) {
    fail(
      `missing system packages: ${missing.join(', ')}. Install them with:\n  sudo apt-get update && sudo ${line}`,
    );
  }
  say(`installing Debian packages: ${missing.join(', ')}`);
  run('apt-get', ['update', '-qq'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  run('sh', ['-c', line], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

export function installPackages() {
  const frozen = process.env.CI === 'true' || process.env.CI === '1';
  say(`installing workspace packages (pnpm install${frozen ? ' --frozen-lockfile' : ''})`);
  run('pnpm', ['install', ...(frozen ? ['--frozen-lockfile'] : []), '--reporter=append-only'], {
    env: { CI: frozen ? 'true' : '' },
  });
}

export function nodeIsSupported() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Stepwise needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  }
}

export function gitAvailable() {
  return spawnSync('git', ['--version'], { stdio: 'ignore' }).status === 0;
}
