import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** CPU seconds used so far by a process and everything below it (Linux /proc), e.g. wrangler dev and workerd. */
export function treeCpuSeconds(root: number | undefined): number {
  if (root === undefined || !existsSync('/proc/self/stat')) return NaN;
  const procs = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // Fields after the command name (which may hold spaces): state ppid … utime (14th) stime (15th).
        const rest = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [{ pid: Number(pid), ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) }];
      } catch {
        return []; // gone meanwhile
      }
    });
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (!inTree.has(p.pid) && inTree.has(p.ppid)) grew = Boolean(inTree.add(p.pid));
  }
  return procs.filter((p) => inTree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0) / 100; // USER_HZ is 100 on Linux
}
