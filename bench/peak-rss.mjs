/**
 * This process's own peak resident memory, in MB. On Linux, getrusage's maxRSS keeps the parent's high
 * water mark across fork and exec (a child of the bench, which once held a 500 MB file, would report that),
 * so it is read from /proc/self/status (VmHWM: this process's memory map only); elsewhere from maxRSS.
 */
import { readFileSync } from 'node:fs';

export function peakRssMb() {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]) / 1024;
  } catch {
    // no /proc: not Linux
  }
  return process.resourceUsage().maxRSS / 1024;
}
