/**
 * The functions a V8 CPU profile (`node --cpu-prof`, a `.cpuprofile` file) spent its own time in,
 * most first: `tsx scripts/bench/cpu-top.ts <file.cpuprofile | folder> [rows]`. Self time is
 * summed per function name + script URL + line across the call tree, so a function reached by
 * many paths is one row; the share is of all samples, idle included, and a second share leaves
 * out `(idle)` and `(program)`. A second table ranks total time (the frame or anything it called,
 * each sample counted once per frame however deep the recursion). A folder means its newest
 * `.cpuprofile`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTimeRow {
  frame: string;
  selfMs: number;
}

export interface TotalTimeRow {
  frame: string;
  totalMs: number;
}

/** Newest `.cpuprofile` in a folder, or the file itself. */
function profileFile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(path, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`no .cpuprofile in ${path}`);
  return files[0];
}

/** `node_modules/.pnpm/x@1/node_modules/x/dist/a.js` -> `x/dist/a.js`; file:// and cwd trimmed. */
function shortUrl(url: string): string {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) return path.slice(inModules + '/node_modules/'.length);
  const inRepo = path.indexOf('/apps/');
  return inRepo >= 0 ? path.slice(inRepo + 1) : path;
}

function frameName({ functionName, url, lineNumber }: CallFrame): string {
  const name = functionName || '(anonymous)';
  return url ? `${name} ${shortUrl(url)}:${lineNumber + 1}` : name;
}

/** Self time per frame, in ms, largest first; the sample deltas say how long each sample was. */
export function selfTimes(profile: CpuProfile): SelfTimeRow[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    // timeDeltas[i] is the time before sample i; the next delta is how long sample i ran.
    const us = profile.timeDeltas[i + 1] ?? 0;
    const frame = frameName(node.callFrame);
    totals.set(frame, (totals.get(frame) ?? 0) + us);
  });
  return [...totals]
    .map(([frame, us]) => ({ frame, selfMs: us / 1000 }))
    .sort((a, b) => b.selfMs - a.selfMs);
}

/**
 * Total time per frame, in ms, largest first: every sample counts for each distinct frame on its
 * stack (a recursive frame once).
 */
export function totalTimes(profile: CpuProfile): TotalTimeRow[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node) break;
      const frame = frameName(node.callFrame);
      if (frame === '(root)' || seen.has(frame)) continue;
      seen.add(frame);
      totals.set(frame, (totals.get(frame) ?? 0) + us);
    }
  });
  return [...totals]
    .map(([frame, us]) => ({ frame, totalMs: us / 1000 }))
    .sort((a, b) => b.totalMs - a.totalMs);
}

const IDLE = new Set(['(idle)', '(program)']);

function main() {
  const [target, rowsArg] = process.argv.slice(2);
  if (!target) throw new Error('usage: cpu-top.ts <file.cpuprofile | folder> [rows]');
  const file = profileFile(target);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const rows = selfTimes(profile);
  const total = rows.reduce((sum, row) => sum + row.selfMs, 0);
  const busy = rows.filter((row) => !IDLE.has(row.frame)).reduce((sum, r) => sum + r.selfMs, 0);
  const top = Number(rowsArg ?? 15);
  console.log(
    `${file}\nsampled ${(total / 1000).toFixed(2)} s, busy ${(busy / 1000).toFixed(2)} s`,
  );
  console.table(
    rows.slice(0, top).map((row) => ({
      'self ms': row.selfMs.toFixed(0),
      '% all': ((row.selfMs / total) * 100).toFixed(1),
      '% busy': IDLE.has(row.frame) ? '' : ((row.selfMs / busy) * 100).toFixed(1),
      frame: row.frame,
    })),
  );
  console.log('total time (the frame and what it called)');
  console.table(
    totalTimes(profile)
      .filter((row) => !IDLE.has(row.frame))
      .slice(0, top)
      .map((row) => ({
        'total ms': row.totalMs.toFixed(0),
        '% busy': ((row.totalMs / busy) * 100).toFixed(1),
        frame: row.frame,
      })),
  );
}

main();
