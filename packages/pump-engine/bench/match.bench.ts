// `npm run bench`: matcher top-3 per query over 1,000 varied duties on the 20,000-spec demo catalogue and on a generated
// 1,000,000-spec one: p50/p99 per query and the memory per spec of the index and of the packed pumps, for the plain
// duties (flow, head, some NPSHa, a sixth on 50 Hz) and for the same duties with the wizard's selection constraints.
// Numbers, never timed tests.

import { generateDemoCatalogue } from '../src/demo-catalogue/generate.ts';
import type { CataloguePump, Duty } from '../src/index.ts';
import { buildCatalogueIndex, catalogueIndexBytes, match, PackedPumps } from '../src/index.ts';

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
// The timed duties use the default seed; the warm-up another, so that no timed duty has been seen before.
const TIMED_SEED = 20_240_605;
const WARM_UP_SEED = 19_991_231;
function duties(count: number, seed = TIMED_SEED): Duty[] {
  const random = prng(seed);
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

const SUPPLIES = [
  { voltage: 460, phase: 3, frequencyHz: 60 },
  { voltage: 400, phase: 3, frequencyHz: 50 },
  { voltage: 230, phase: 1, frequencyHz: 60 },
] as const;
const FLUIDS = [
  { name: 'Water' },
  { name: 'Seawater', temperatureF: 70 },
  { name: 'Ethylene glycol 30%', temperatureF: 40 },
  { name: 'Diesel', temperatureF: 70 },
  { name: 'Hydraulic oil ISO VG 46', temperatureF: 110 },
] as const;
const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const some = <T>(random: () => number, share: number, value: () => T): T | undefined =>
  random() < share ? value() : undefined;

// The same flows and heads with what the wizard collects: always a supply (mostly 460 V / 60 Hz, a sixth 50 Hz, a
// twentieth single phase) and a fluid; a material class, type, orientation, seal, drive, redundancy or speed on some.
function constrainedDuties(count: number, seed = TIMED_SEED): Duty[] {
  const random = prng(seed === TIMED_SEED ? 7_031_977 : seed + 1);
  return duties(count, seed).map((duty, i) => ({
    ...duty,
    frequencyHz: undefined,
    supply: i % 20 === 0 ? SUPPLIES[2] : i % 6 === 0 ? SUPPLIES[1] : SUPPLIES[0],
    fluid: pick(random, FLUIDS),
    materials: some(random, 0.3, () =>
      pick(random, [
        'cast-iron',
        'bronze-fitted',
        'all-bronze',
        'ductile-iron',
        'stainless-316',
        'duplex',
      ] as const),
    ),
    pumpType: some(random, 0.25, () =>
      pick(random, ['end-suction', 'inline', 'split-case', 'multistage', 'vertical-turbine'] as const),
    ),
    orientation: some(random, 0.2, () => pick(random, ['horizontal', 'vertical'] as const)),
    suctionCondition: some(random, 0.2, () => pick(random, ['flooded', 'lift'] as const)),
    shaftSeal: some(random, 0.2, () => pick(random, ['mechanical', 'cartridge', 'packing'] as const)),
    variableSpeed: some(random, 0.3, () => random() < 0.5),
    redundancy: some(random, 0.2, () => pick(random, ['duty-standby', '2x50', '3x50'] as const)),
    speedRpm: some(random, 0.15, () => pick(random, [1800, 3600, 1200] as const)),
  })) as Duty[];
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const heap = () => {
  // Exposed by --expose-gc (the bench script) so the memory figures exclude garbage.
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

// `--repeat N`: time each query N times (one after another) and keep its fastest, which filters out the pauses another
// process on a shared machine causes; the default, 1, is the plain single pass.
const repeatAt = process.argv.indexOf('--repeat');
const REPEAT = repeatAt < 0 ? 1 : Math.max(1, Number(process.argv[repeatAt + 1]) || 1);

/**
 * The server's steady state: 2,000 queries on other duties (plain and constrained, another seed) before any is timed,
 * so that the timed pass measures the matcher rather than V8 compiling it. `--cold` keeps the old warm-up (the first
 * 100 timed duties, once), whose slowest 1 % were mostly compilation.
 */
const COLD = process.argv.includes('--cold');
function warmUp(index: ReturnType<typeof buildCatalogueIndex>, list: Duty[]): void {
  const warmUpDuties = COLD
    ? list.slice(0, 100)
    : [...duties(1000, WARM_UP_SEED), ...constrainedDuties(1000, WARM_UP_SEED)];
  for (const duty of warmUpDuties) {
    match(duty, index, { limit: 3 });
  }
}

/** p50/p99/max of one pass over `list` (each query its fastest of REPEAT), after the warm-up. */
function timeQueries(index: ReturnType<typeof buildCatalogueIndex>, list: Duty[]): string {
  warmUp(index, list);
  const times: number[] = [];
  const missTimes: number[] = [];
  let found = 0;
  for (const duty of list) {
    let fastest = Number.POSITIVE_INFINITY;
    let result: ReturnType<typeof match> = [];
    for (let k = 0; k < REPEAT; k += 1) {
      const start = performance.now();
      result = match(duty, index, { limit: 3 });
      fastest = Math.min(fastest, performance.now() - start);
    }
    times.push(fastest);
    if (result[0]?.Model === 'No Matches Found') {
      missTimes.push(fastest);
    } else {
      found += 1;
    }
  }
  times.sort((a, b) => a - b);
  missTimes.sort((a, b) => a - b);
  const of = (sorted: number[], p: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(3);
  const at = (p: number) => of(times, p);
  const each = REPEAT === 1 ? '' : `, each the fastest of ${REPEAT}`;
  // A query without a match explains itself (the nearest misses, or what each constraint removed): timed apart too.
  const misses = `; the ${missTimes.length} without: p50 ${of(missTimes, 0.5)} ms, max ${of(missTimes, 1)} ms`;
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms per top-3 query over ${list.length} duties (${found} with matches${each})${misses}`;
}

/**
 * Packs and indexes `count` demo specs, then times the queries with the pump objects gone, as the server holds its
 * catalogue (packed, ADR 0012): a heap still holding millions of objects would time its collections, not the matcher.
 */
function benchCatalogue(count: number): void {
  const label = `${count.toLocaleString('en-US')} specs`;
  let pumps: CataloguePump[] | null = catalogue(count);
  const before = heap();
  const buildStart = performance.now();
  const packed = PackedPumps.of(pumps);
  const index = buildCatalogueIndex(pumps, packed);
  const buildMs = performance.now() - buildStart;
  const grown = heap() - before;
  pumps = null;
  const perSpec = (bytes: number) => `${mb(bytes)} = ${(bytes / count).toFixed(0)} B/spec`;
  console.log(
    `  memory: index typed arrays ${perSpec(catalogueIndexBytes(index))}; the pumps packed (curves, numbers, texts: what the server keeps instead of the objects) ${perSpec(packed.byteLength)}; heap growth during packing and build ${perSpec(grown)} (pump objects excluded); packing and index build ${buildMs.toFixed(0)} ms`,
  );
  heap();
  console.log(`match ${label}: ${timeQueries(index, duties(1000))}`);
  console.log(`  with the wizard's constraints: ${timeQueries(index, constrainedDuties(1000))}`);
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
  benchCatalogue(size);
}
