// Small process helpers for the start/test/dev scripts. Node built-ins only: these run before
// the workspace's packages are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function say(message) {
  console.log(`\x1b[36m[stepwise]\x1b[0m ${message}`);
}

export function fail(message, code = 1) {
  console.error(`\x1b[31m[stepwise]\x1b[0m ${message}`);
  process.exit(code);
}

/** Native addons build against the system's Node headers when the machine has them. */
export function buildEnv(extra = {}) {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...extra };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) {
    env.npm_config_nodedir = '/usr';
  }
  return env;
}

/** Runs a command to completion with inherited output; exits the script when it fails. */
export function run(command, args, { env, allowFailure = false, cwd = ROOT } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: buildEnv(env) });
  if (result.error) fail(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0 && !allowFailure) {
    fail(
      `${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`,
      result.status || 1,
    );
  }
  return result.status ?? 1;
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Starts a long-running child; resolves its exit code when it ends. */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: options.stdio ?? 'inherit',
    env: buildEnv(options.env),
    // Its own process group: a terminal's Ctrl-C reaches only us, and we stop children in order.
    detached: options.detached ?? true,
  });
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.once('error', () => resolve(127));
  });
  return child;
}

/** Sends a signal and waits; escalates to SIGKILL after the grace period. */
export async function stopChild(child, signal = 'SIGTERM', graceMs = 20_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}
