import fs from 'node:fs';

/** Linux reports process times in clock ticks; 100 per second on every common kernel build. */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds from a /proc/<pid>/stat line, or null if it is not `command`'s. */
function parseStat(stat: string, command?: string): number | null {
  const close = stat.lastIndexOf(')');
  if (command && stat.slice(stat.indexOf('(') + 1, close) !== command) return null;
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = stat.slice(close + 2).split(' ');
  const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * CPU seconds (user + system) a process has used so far, read from /proc; null elsewhere.
 * The bench divides the server's share by the requests served: a figure that, unlike req/s,
 * does not depend on how much of the 2 cores the load generator took.
 */
export function processCpuSeconds(pid: number): number | null {
  try {
    return parseStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * CPU seconds used so far by every local process named `postgres`, per pid (backends come and
 * go, so a difference must be taken pid by pid). Other users of the same cluster would count too,
 * unless `database` is given: then only the processes whose title names that database (its
 * backends and its autovacuum workers: `postgres: 15/main: postgres <database> 127.0.0.1(…) idle`),
 * so that other engineers' databases on a shared server stay out of the figure.
 */
export function postgresCpuSeconds(database?: string): Map<number, number> | null {
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const found = new Map<number, number>();
  for (const pid of pids) {
    try {
      const seconds = parseStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'), 'postgres');
      if (seconds === null) continue;
      if (database && !fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      found.set(Number(pid), seconds);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/** CPU seconds spent between two `postgresCpuSeconds()` snapshots. */
export function postgresCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}
