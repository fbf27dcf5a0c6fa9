/**
 * Preloaded into a CLI run by cli-peak-rss.mjs (`node --import`): writes the process's peak RSS in MB to the
 * file named by TIP_MINER_BENCH_PEAK_OUT as it exits, so that the real `tip-miner` is measured, unchanged.
 */
import { writeFileSync } from 'node:fs';
import { peakRssMb } from './peak-rss.mjs';

const out = process.env.TIP_MINER_BENCH_PEAK_OUT;
if (out) process.on('exit', () => writeFileSync(out, String(peakRssMb())));
