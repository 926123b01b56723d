// `npm run bench`: matcher top-3 per query over 1,000 varied duties on the 20,000-spec demo catalogue and on a generated
// 1,000,000-spec one (issue 5 benchmarks): p50/p99 per query and the index's memory per spec. Numbers, never timed tests.

import { generateDemoCatalogue } from '../src/demo-catalogue/generate.ts';
import type { CataloguePump, Duty } from '../src/index.ts';
import { buildCatalogueIndex, catalogueIndexBytes, match } from '../src/index.ts';

declare const process: {
  argv: string[];
  memoryUsage(): { heapUsed: number; arrayBuffers: number; rss: number };
};

// mulberry32: a seeded PRNG so the duties are the same on every run.
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Log-uniform flows 20–5000 gpm and heads 20–600 ft, a fifth in m³/h and m, a third with NPSHa, a sixth on 50 Hz.
function duties(count: number): Duty[] {
  const random = prng(20_240_605);
  return Array.from({ length: count }, (_, i) => {
    const flowGpm = 20 * 250 ** random();
    const headFt = 20 * 30 ** random();
    const metric = i % 5 === 0;
    return {
      flowRate: metric ? { value: flowGpm / 4.402868, unit: 'm3/h' } : { value: flowGpm, unit: 'gpm' },
      head: metric ? { value: headFt * 0.3048, unit: 'm' } : { value: headFt, unit: 'ft' },
      npshAvailable: i % 3 === 0 ? { value: 10 + 40 * random(), unit: 'ft' } : undefined,
      frequencyHz: i % 6 === 0 ? 50 : undefined,
    };
  });
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const heap = () => {
  // Exposed by --expose-gc (the bench script) so the memory figures exclude garbage.
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

function benchCatalogue(label: string, pumps: CataloguePump[]): void {
  const before = heap();
  const buildStart = performance.now();
  const index = buildCatalogueIndex(pumps);
  const buildMs = performance.now() - buildStart;
  const grown = heap() - before;
  const list = duties(1000);
  for (const duty of list.slice(0, 100)) {
    match(duty, index);
  }
  const times: number[] = [];
  let found = 0;
  for (const duty of list) {
    const start = performance.now();
    const result = match(duty, index, { limit: 3 });
    times.push(performance.now() - start);
    found += result[0]?.Model === 'No Matches Found' ? 0 : 1;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(3);
  console.log(
    `match ${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms per top-3 query over ${list.length} duties (${found} with matches); index build ${buildMs.toFixed(0)} ms`,
  );
  console.log(
    `  memory: index typed arrays ${mb(catalogueIndexBytes(index))} = ${(catalogueIndexBytes(index) / pumps.length).toFixed(0)} B/spec; heap growth during build ${mb(grown)} = ${(grown / pumps.length).toFixed(0)} B/spec (pump objects excluded)`,
  );
}

function catalogue(count: number): CataloguePump[] {
  const before = heap();
  const start = performance.now();
  const pumps = generateDemoCatalogue({ count, seed: 1 });
  console.log(
    `  generated ${count.toLocaleString('en-US')} demo specs in ${((performance.now() - start) / 1000).toFixed(1)} s; pump objects ${mb(heap() - before)} = ${((heap() - before) / count).toFixed(0)} B/spec`,
  );
  return pumps;
}

const sizes = process.argv.includes('--quick') ? [20_000] : [20_000, 1_000_000];
for (const size of sizes) {
  benchCatalogue(`${size.toLocaleString('en-US')} specs`, catalogue(size));
}
