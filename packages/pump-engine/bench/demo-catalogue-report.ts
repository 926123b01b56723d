// `npm run report:demo-catalogue` (also run by `npm run bench`): the demo catalogue checked against the real curves.
// Prints generation time for 20,000 pumps, coverage (type, speed, frequency, flow and head ranges) and BEP efficiency
// vs specific speed, binned by Ns and flow, against the real published curves and the PSAT and Gülich correlations.
import type { CataloguePump } from '../src/analysis/catalogue.ts';
import { prepareCurve } from '../src/analysis/catalogue.ts';
import { FAMILIES } from '../src/demo-catalogue/families.ts';
import { gulichEfficiency } from '../src/formulas/efficiency.ts';
import { psatAchievableEfficiency } from '../src/formulas/psat-efficiency.ts';
import { specificSpeedUs } from '../src/formulas/specific-speed.ts';
import { DEMO_CATALOGUE_VERSION, generateDemoCatalogue, realPumpCatalogue } from '../src/index.ts';

interface Bep {
  readonly pump: CataloguePump;
  readonly flowGpm: number;
  readonly headFt: number;
  readonly efficiency: number;
  readonly ns: number;
  readonly psat: number;
}

const familyOf = (id: string) =>
  FAMILIES.find((family) => id.startsWith(`demo-${family.code.toLowerCase()}-`));

function bep(pump: CataloguePump): Bep {
  const curve = prepareCurve(pump);
  const flowGpm = curve.flow[curve.bepIndex] ?? 0;
  const headFt = curve.head[curve.bepIndex] ?? 0;
  const eyes = pump.type === 'split-case' ? 2 : 1;
  const family = familyOf(pump.id);
  const style = family?.psatStyle ?? 'END_SUCTION_STOCK';
  return {
    pump,
    flowGpm,
    headFt,
    efficiency: curve.efficiency[curve.bepIndex] ?? 0,
    ns: specificSpeedUs({
      speedRpm: pump.nominalSpeedRpm,
      flowGpm: flowGpm / eyes,
      headFt: headFt / pump.stages,
    }),
    psat: psatAchievableEfficiency({
      style,
      flowGpm,
      headFt,
      speedRpm: pump.nominalSpeedRpm,
      stages: pump.stages,
      viscosityCst: null,
    }),
  };
}

const pts = (x: number) => (x * 100).toFixed(1);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

// Generation time: median of 5 runs after a warm-up (numbers in reports, never in tests).
generateDemoCatalogue({ count: 2000 });
const times: number[] = [];
let demo: CataloguePump[] = [];
for (let run = 0; run < 5; run += 1) {
  const start = performance.now();
  demo = generateDemoCatalogue();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(`Demo catalogue ${DEMO_CATALOGUE_VERSION}: ${fmt(demo.length)} pumps (seed 1)`);
console.log(
  `Generation: ${(times[2] ?? 0).toFixed(0)} ms for 20,000 (median of 5; min ${(times[0] ?? 0).toFixed(0)}, max ${(times[4] ?? 0).toFixed(0)})`,
);

const demoBeps = demo.map(bep);
const count = (key: (b: Bep) => string) => {
  const map = new Map<string, number>();
  for (const b of demoBeps) {
    map.set(key(b), (map.get(key(b)) ?? 0) + 1);
  }
  return [...map.entries()].sort((a, b) => b[1] - a[1]);
};
console.log('\nCoverage');
console.log(
  'type                    count   BEP flow gpm (min–median–max)   BEP head ft (min–median–max)   stages',
);
for (const [type] of count((b) => b.pump.type)) {
  const rows = demoBeps.filter((b) => b.pump.type === type);
  const q = rows.map((b) => b.flowGpm);
  const h = rows.map((b) => b.headFt);
  const st = rows.map((b) => b.pump.stages);
  console.log(
    `${type.padEnd(22)} ${String(rows.length).padStart(6)}   ${`${Math.min(...q).toFixed(1)}–${median(q).toFixed(0)}–${fmt(Math.max(...q))}`.padEnd(30)}  ${`${Math.min(...h).toFixed(1)}–${median(h).toFixed(0)}–${fmt(Math.max(...h))}`.padEnd(30)} ${Math.min(...st)}–${Math.max(...st)}`,
  );
}
console.log(
  `by speed rpm: ${count((b) => `${b.pump.nominalSpeedRpm}`)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `by frequency: ${count((b) => `${b.pump.frequencyHz} Hz`)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `by maker: ${count((b) => b.pump.manufacturer)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ')}`,
);
const prices = demo.map((p) => p.listPrice?.amount ?? 0);
console.log(
  `list price US$: min ${fmt(Math.min(...prices))}, median ${fmt(median(prices))}, max ${fmt(Math.max(...prices))}`,
);

console.log('\nDemo BEP efficiency vs the correlations (points; + = demo higher)');
const nsBins = [0, 1000, 2000, 3000, 4500, 7000, 20000];
console.log('Ns bin (US)      n      demo η   − PSAT mean/median   − Gülich mean');
for (let i = 0; i < nsBins.length - 1; i += 1) {
  const rows = demoBeps.filter((b) => b.ns >= (nsBins[i] ?? 0) && b.ns < (nsBins[i + 1] ?? 0));
  if (rows.length === 0) {
    continue;
  }
  const dPsat = rows.map((b) => b.efficiency - b.psat);
  const dGulich = rows.map(
    (b) =>
      b.efficiency -
      gulichEfficiency({
        flowGpm: b.flowGpm / (b.pump.type === 'split-case' ? 2 : 1),
        headFt: b.headFt / b.pump.stages,
        speedRpm: b.pump.nominalSpeedRpm,
      }),
  );
  console.log(
    `${`${nsBins[i]}–${nsBins[i + 1]}`.padEnd(14)} ${String(rows.length).padStart(6)}   ${pts(mean(rows.map((b) => b.efficiency))).padStart(6)}   ${pts(mean(dPsat)).padStart(8)} / ${pts(median(dPsat)).padEnd(8)}   ${pts(mean(dGulich)).padStart(8)}`,
  );
}

// Real curves: wire-to-water efficiency of small wet-rotor circulators (power is electrical input), so the demo's
// pump-only efficiency is expected to sit above them by about the motor/electronics loss.
const real = realPumpCatalogue().map(bep);
const flowBins = [0, 25, 100, 500, 100000];
const nsRealBins = [0, 1500, 2500, 4000, 20000];
console.log(
  '\nReal published curves vs demo, binned by Ns and BEP flow (points; diff = demo bin mean − real pump)',
);
console.log(
  'Ns bin       flow gpm     real n  demo n   real η   demo η   diff mean/median   PSAT − real mean',
);
for (let i = 0; i < nsRealBins.length - 1; i += 1) {
  for (let j = 0; j < flowBins.length - 1; j += 1) {
    const inBin = (b: Bep) =>
      b.ns >= (nsRealBins[i] ?? 0) &&
      b.ns < (nsRealBins[i + 1] ?? 0) &&
      b.flowGpm >= (flowBins[j] ?? 0) &&
      b.flowGpm < (flowBins[j + 1] ?? 0);
    const realRows = real.filter(inBin);
    if (realRows.length === 0) {
      continue;
    }
    const demoRows = demoBeps.filter(inBin);
    const demoMean = mean(demoRows.map((b) => b.efficiency));
    const diffs = realRows.map((b) => demoMean - b.efficiency);
    console.log(
      `${`${nsRealBins[i]}–${nsRealBins[i + 1]}`.padEnd(12)} ${`${flowBins[j]}–${flowBins[j + 1]}`.padEnd(12)} ${String(realRows.length).padStart(6)}  ${String(demoRows.length).padStart(6)}   ${pts(mean(realRows.map((b) => b.efficiency))).padStart(6)}   ${demoRows.length === 0 ? '   n/a' : pts(demoMean).padStart(6)}   ${demoRows.length === 0 ? 'n/a'.padEnd(16) : `${pts(mean(diffs))} / ${pts(median(diffs))}`.padEnd(16)}   ${pts(mean(realRows.map((b) => b.psat - b.efficiency))).padStart(6)}`,
    );
  }
}
const realDiff = real.map((b) => b.psat - b.efficiency);
console.log(
  `All ${real.length} real pumps: PSAT (END_SUCTION_STOCK style) − real wire-to-water η: mean ${pts(mean(realDiff))}, median ${pts(median(realDiff))} points`,
);
