// A child process's resident memory, read from /proc (Linux).
import fs from 'node:fs';

const SAMPLE_MS = 20;

/** The resident set (VmRSS) and its peak (VmHWM) of `pid`, in MiB, from /proc/<pid>/status. */
export const procStatus = (pid: number) => {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
};

/** Resets the kernel's peak RSS (VmHWM) of `pid` to its current RSS; false when not allowed. */
export const resetPeak = (pid: number) => {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
};

/** Samples VmRSS every SAMPLE_MS until stopped; returns the highest sample. */
export const startSampler = (pid: number) => {
  let max = procStatus(pid).rss;
  const timer = setInterval(() => {
    max = Math.max(max, procStatus(pid).rss);
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return Math.max(max, procStatus(pid).rss);
  };
};
