/**
 * `pnpm bench upload`: a 1 GB file uploaded over loopback through the tus endpoint (`/uploads`,
 * PATCHes of 64 MiB; the completing one flushes the file to disk) against the same bytes written
 * straight to a file and fsynced, alternating in the same run; and the API process's peak memory
 * growth meanwhile. Beside the two rates: the client's ceiling (the same PATCHes sent to a tiny
 * server in this process that reads and drops the bodies; if it is near the upload rate, the
 * client is the bottleneck) and the API process's own CPU seconds per GB uploaded (utime + stime
 * from /proc/<pid>/stat), which holds still when the shared machine is busy and the rates do not.
 * Started by scripts/bench.mjs, which provides the production build of the API (BENCH_API_URL, its
 * pid BENCH_API_PID and data folder BENCH_DATA_DIR) and the Auth emulator. BENCH_UPLOAD_BYTES and
 * BENCH_ROUNDS (default 5, medians compared) change the size and the number of rounds.
 */

import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { UploadedFileRecord } from '@stepwise/contracts';
import { signUpUser, type TestUser } from '../../test/support/identity';

const API = process.env.BENCH_API_URL as string;
const API_PID = process.env.BENCH_API_PID;
const DATA_DIR = process.env.BENCH_DATA_DIR;
const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const CHUNK = 64 * 1024 * 1024;
const BLOCK = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MB = 1_000_000;

/** An MP4 `ftyp` box, so the upload passes the type check like a real video. */
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

/** Writes `size` random-ish bytes (16 random 1 MiB blocks, each copy stamped with its index). */
async function makeTestFile(file: string, size: number): Promise<string> {
  const blocks = Array.from({ length: 16 }, () => randomBytes(BLOCK));
  const hash = createHash('sha256');
  async function* generate() {
    for (let at = 0, i = 0; at < size; at += BLOCK, i++) {
      const block = Buffer.from((blocks[i % blocks.length] as Buffer).subarray(0, size - at));
      block.writeUInt32BE(i, Math.min(block.length - 4, MP4_HEAD.length));
      if (at === 0) MP4_HEAD.copy(block);
      hash.update(block);
      yield block;
    }
  }
  await pipeline(generate(), createWriteStream(file));
  return hash.digest('hex');
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The raw durable write: stream the file into another and fsync it. Returns seconds. */
async function rawWrite(input: string, output: string): Promise<number> {
  const t0 = performance.now();
  await pipeline(createReadStream(input), createWriteStream(output));
  await fsyncFile(output);
  const seconds = (performance.now() - t0) / 1000;
  rmSync(output);
  return seconds;
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  agent: Agent,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: NodeJS.ReadableStream,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** The tus upload: POST to create, then PATCHes of at most 64 MiB streamed from the file. */
async function tusUpload(
  user: TestUser,
  input: string,
): Promise<{ seconds: number; record: UploadedFileRecord }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const auth = { authorization: `Bearer ${user.idToken}`, 'tus-resumable': '1.0.0' };
  const metadata = [
    ['purpose', 'project-video'],
    ['filename', 'bench.mp4'],
    ['filetype', 'video/mp4'],
  ]
    .map(([k, v]) => `${k} ${Buffer.from(v as string).toString('base64')}`)
    .join(',');
  // A signed-in client has used its token before it uploads: verify it once outside the timing,
  // so the identity service's latency (the emulator's, here) is not counted as upload time.
  const warm = await send(agent, 'OPTIONS', `${API}/uploads`, auth);
  if (warm.status >= 300) throw new Error(`OPTIONS /uploads: ${warm.status} ${warm.body}`);
  const t0 = performance.now();
  const created = await send(agent, 'POST', `${API}/uploads`, {
    ...auth,
    'upload-length': String(SIZE),
    'upload-metadata': metadata,
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.body}`);
  const url = new URL(String(created.headers.location), API).toString();
  let last: Reply = created;
  for (let offset = 0; offset < SIZE; offset += CHUNK) {
    const end = Math.min(SIZE, offset + CHUNK);
    last = await send(
      agent,
      'PATCH',
      url,
      {
        ...auth,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(end - offset),
      },
      createReadStream(input, { start: offset, end: end - 1 }),
    );
    const expected = end === SIZE ? 200 : 204;
    if (last.status !== expected || last.headers['upload-offset'] !== String(end)) {
      throw new Error(`PATCH at ${offset}: ${last.status} ${last.body}`);
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  return { seconds, record: JSON.parse(last.body) as UploadedFileRecord };
}

/**
 * The client alone: the same PATCHes (64 MiB, streamed from the file over one keep-alive socket)
 * to a server that reads each body and drops it. Returns seconds.
 */
async function clientCeiling(input: string): Promise<number> {
  const server = createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      res.writeHead(204, { 'upload-offset': String(req.headers['x-end']) });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/discard`;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const t0 = performance.now();
    for (let offset = 0; offset < SIZE; offset += CHUNK) {
      const end = Math.min(SIZE, offset + CHUNK);
      const reply = await send(
        agent,
        'PATCH',
        url,
        {
          'x-end': String(end),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(end - offset),
        },
        createReadStream(input, { start: offset, end: end - 1 }),
      );
      if (reply.status !== 204) throw new Error(`discard PATCH at ${offset}: ${reply.status}`);
    }
    return (performance.now() - t0) / 1000;
  } finally {
    agent.destroy();
    server.close();
  }
}

/** Seconds of CPU (user + system) a process has used so far (Linux /proc). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
function cpuSecondsOf(pid: string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name in parentheses: state is the 3rd field, utime the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** `VmRSS` / `VmHWM` of a process, in bytes (Linux /proc). */
function memoryOf(pid: string, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} for pid ${pid}`);
  return Number(match[1]) * 1024;
}

/** Resets the process's peak RSS to its current RSS (Linux 4.0+, same user); false if refused. */
function resetPeak(pid: string): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

const mbps = (seconds: number) => SIZE / MB / seconds;
const mib = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function removeUpload(file: string): void {
  rmSync(file, { force: true });
  rmSync(`${file}.json`, { force: true });
}

async function main() {
  if (!API_PID || !DATA_DIR) {
    throw new Error('run through `pnpm bench upload` (BENCH_API_PID, BENCH_DATA_DIR)');
  }
  // The scratch files live in the API's data folder: the same disk as the uploads.
  const work = mkdtempSync(join(DATA_DIR, 'upload-bench-'));
  const input = join(work, 'input.mp4');
  const rawOut = join(work, 'raw.bin');
  try {
    console.log(`generating a ${mib(SIZE)} MiB test file`);
    const digest = await makeTestFile(input, SIZE);
    const user = await signUpUser('bench');

    // This machine's disk writes a first burst much faster than what follows (a host-side write
    // cache): one write to settle it, then uploads and raw writes alternate, medians compared.
    await rawWrite(input, rawOut);
    const peakReset = resetPeak(API_PID);
    const rssBefore = memoryOf(API_PID, 'VmRSS');
    const peakBefore = memoryOf(API_PID, 'VmHWM');
    const uploads: number[] = [];
    const raws: number[] = [];
    const cpus: number[] = [];
    const ceilings: number[] = [];
    let intact = true;
    for (let round = 0; round < ROUNDS; round++) {
      const cpuBefore = cpuSecondsOf(API_PID);
      const upload = await tusUpload(user, input);
      cpus.push(cpuSecondsOf(API_PID) - cpuBefore);
      const file = join(DATA_DIR, 'files', upload.record.path);
      if (round === 0) intact = upload.record.size === SIZE && (await sha256(file)) === digest;
      removeUpload(file);
      uploads.push(upload.seconds);
      raws.push(await rawWrite(input, rawOut));
      ceilings.push(await clientCeiling(input));
    }
    const peakAfter = memoryOf(API_PID, 'VmHWM');

    const raw = median(raws);
    const upload = median(uploads);
    const ceiling = median(ceilings);
    const perGb = (seconds: number) => seconds / (SIZE / 1e9);
    const ratio = mbps(upload) / mbps(raw);
    const growth = peakAfter - (peakReset ? rssBefore : Math.max(rssBefore, peakBefore));
    const each = (runs: number[]) => runs.map((t) => mbps(t).toFixed(0)).join(' / ');
    const rows = [
      {
        measure: 'client ceiling (server drops bytes)',
        'MB/s (median)': mbps(ceiling).toFixed(0),
        'MB/s (each)': each(ceilings),
        target: '> upload',
        met: mbps(ceiling) < mbps(upload) * 1.1 ? 'NO' : 'yes',
      },
      {
        measure: 'raw write + fsync',
        'MB/s (median)': mbps(raw).toFixed(0),
        'MB/s (each)': each(raws),
        target: '',
        met: '',
      },
      {
        measure: 'tus upload, 64 MiB PATCHes',
        'MB/s (median)': mbps(upload).toFixed(0),
        'MB/s (each)': each(uploads),
        target: 'bytes intact',
        met: intact ? 'yes' : 'NO',
      },
      {
        measure: 'API CPU s per GB uploaded',
        'MB/s (median)': `${perGb(median(cpus)).toFixed(2)} s/GB`,
        'MB/s (each)': cpus.map((s) => perGb(s).toFixed(2)).join(' / '),
        target: '',
        met: '',
      },
      {
        measure: 'upload / raw',
        'MB/s (median)': `${(ratio * 100).toFixed(0)}%`,
        'MB/s (each)': uploads
          .map((t, i) => `${(((raws[i] as number) / t) * 100).toFixed(0)}%`)
          .join(' / '),
        target: '>= 80%',
        met: ratio >= 0.8 ? 'yes' : 'NO',
      },
      {
        measure: 'API peak RSS growth',
        'MB/s (median)': `${mib(growth)} MiB`,
        'MB/s (each)': `peak ${mib(peakAfter)} MiB, before ${mib(rssBefore)} MiB`,
        target: '< 100 MB',
        met: growth < 100 * MB ? 'yes' : 'NO',
      },
    ];
    console.log(
      `\n${mib(SIZE)} MiB over loopback, ${ROUNDS} rounds of upload, raw write and client alone (medians); upload and raw write fsync the file once at the end${peakReset ? '' : ' (peak RSS could not be reset: growth is measured against the earlier peak)'}`,
    );
    console.table(rows);
    const failed = rows.filter((r) => r.met === 'NO');
    if (failed.length) {
      console.error(`targets missed: ${failed.map((r) => r.measure).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
