import { existsSync, readFileSync } from 'node:fs';

/**
 * What the machine did during the run (Linux /proc; nothing elsewhere): the API's CPU time, and
 * each second's idle CPU, so a run on a machine shared with other work can be read for what it is.
 */

/** CPU seconds a process has used, or null when /proc cannot tell. */
export function cpuSeconds(pid: string | undefined): number | null {
  const stat = pid ? `/proc/${pid}/stat` : '';
  if (!stat || !existsSync(stat)) return null;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime: fields 14 and 15 of stat (11 and 12 after the command), in clock ticks.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function cpuTicks(): { idle: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle counts idle + iowait.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { idle, total: ticks.slice(0, 8).reduce((a, b) => a + b, 0) };
}

/** Samples the whole machine's idle CPU once a second; `stop` gives it per second (percent). */
export function sampleMachineIdle(): { stop: () => number[] } {
  const idle: number[] = [];
  let last = cpuTicks();
  const timer = setInterval(() => {
    const now = cpuTicks();
    if (now && last && now.total > last.total) {
      idle.push(((now.idle - last.idle) / (now.total - last.total)) * 100);
    }
    last = now;
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      return idle;
    },
  };
}
