/**
 * The baselines analyze is measured against: read every line of every file and JSON.parse it, nothing
 * else. `readline` is the loop most code writes; `buffer` splits Buffers on newlines (the faster one).
 * Prints one JSON line: {bytes, lines, ms, cpuMs, maxRssMb}.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { listFiles } from './build-corpus.mjs';
import { peakRssMb } from './peak-rss.mjs';

const [mode, root] = process.argv.slice(2);

async function readlineLoop(file) {
  let lines = 0;
  let bytes = 0;
  const input = createReadStream(file);
  input.on('data', (chunk) => (bytes += chunk.length));
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line.length === 0) continue;
    JSON.parse(line);
    lines++;
  }
  return { lines, bytes };
}

async function bufferLoop(file) {
  let lines = 0;
  let bytes = 0;
  let rest = Buffer.alloc(0);
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    bytes += chunk.length;
    const data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    let newline;
    while ((newline = data.indexOf(10, start)) !== -1) {
      if (newline > start) {
        JSON.parse(data.toString('utf8', start, newline));
        lines++;
      }
      start = newline + 1;
    }
    rest = data.subarray(start);
  }
  return { lines, bytes };
}

const loop = mode === 'buffer' ? bufferLoop : readlineLoop;
const started = performance.now();
let lines = 0;
let bytes = 0;
for (const file of listFiles(root)) {
  const result = await loop(file);
  lines += result.lines;
  bytes += result.bytes;
}
const ms = performance.now() - started;
const { user, system } = process.cpuUsage();
console.log(JSON.stringify({ bytes, lines, ms, cpuMs: (user + system) / 1000, maxRssMb: peakRssMb() }));
