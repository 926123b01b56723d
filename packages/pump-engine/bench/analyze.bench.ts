// `npm run bench`: analyses per second on one core, over varied duties, after a warm-up (numbers, never timed tests).
import { CRONOLINE } from '../src/__fixtures__/real-pumps.ts';
import type { CataloguePump, Duty } from '../src/index.ts';
import { analyze, analyzeWithPump } from '../src/index.ts';

const duties: Duty[] = [];
const fluids = [
  undefined,
  { name: 'eg50', temperatureF: 40 },
  { name: 'water', temperatureF: 180 },
  { name: 'oil-vg68', temperatureF: 100 },
];
for (let i = 0; i < 200; i += 1) {
  duties.push({
    flowRate: { value: 10 + ((i * 137) % 6000), unit: i % 5 === 0 ? 'm3/h' : 'gpm' },
    head: { value: 20 + ((i * 53) % 600), unit: 'ft' },
    fluid: fluids[i % fluids.length],
    npshAvailable: i % 3 === 0 ? { value: 25, unit: 'ft' } : undefined,
    zipCode: i % 4 === 0 ? '77001' : undefined,
  });
}

// analyzeWithPump: the real Cronoline curve (trim) and a 10-point end-suction curve on a VFD, over duties on and off them.
const endSuction: CataloguePump = {
  ...CRONOLINE,
  id: 'bench/es',
  type: 'end-suction',
  nominalSpeedRpm: 3560,
  frequencyHz: 60,
  impellerDiameterMinIn: 9,
  impellerDiameterMaxIn: 12,
  curve: Array.from({ length: 10 }, (_, i) => ({
    flowGpm: 100 * (i + 1),
    headFt: 200 - 0.0001 * (100 * (i + 1)) ** 2,
    efficiency: 0.8 * (1 - ((100 * (i + 1) - 500) / 700) ** 2),
    npshRequiredFt: 5 + 10 * ((i + 1) / 10) ** 2,
    powerHp: null,
  })),
  variableSpeed: { minSpeedRpm: 1200, maxSpeedRpm: 3560 },
};
const pumpCases: [Duty, CataloguePump][] = [];
for (let i = 0; i < 200; i += 1) {
  const onCronoline = i % 2 === 0;
  pumpCases.push([
    {
      flowRate: { value: onCronoline ? 150 + (i % 40) * 5 : 200 + (i % 50) * 12, unit: 'gpm' },
      head: { value: onCronoline ? 35 + (i % 9) : 120 + (i % 60), unit: 'ft' },
      fluid: fluids[i % fluids.length],
      npshAvailable: i % 3 === 0 ? { value: 25, unit: 'ft' } : undefined,
    },
    onCronoline ? CRONOLINE : endSuction,
  ]);
}

function run(count: number): number {
  let checksum = 0;
  for (let i = 0; i < count; i += 1) {
    checksum += analyze(duties[i % duties.length] as Duty).structured_output?.Brake_Horsepower_hp ?? 0;
  }
  return checksum;
}

function runWithPump(count: number): number {
  let checksum = 0;
  for (let i = 0; i < count; i += 1) {
    const [duty, pump] = pumpCases[i % pumpCases.length] as [Duty, CataloguePump];
    checksum += analyzeWithPump(duty, pump).structured_output?.Brake_Horsepower_hp ?? 0;
  }
  return checksum;
}

// The server's steady state: 200,000 calls first (V8 has compiled the engine's hot paths long before a running server
// has answered that many), then 7 rounds of 50,000, the median printed. `--cold` keeps the old measure (20,000 calls,
// then 5 rounds of 20,000), whose rounds still included V8 compiling the engine.
const COLD = process.argv.includes('--cold');
const WARM_UP = COLD ? 20_000 : 200_000;
const ROUNDS = COLD ? 5 : 7;
const PER_ROUND = COLD ? 20_000 : 50_000;

function bench(name: string, fn: (count: number) => number): void {
  fn(WARM_UP);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    fn(PER_ROUND);
    samples.push(PER_ROUND / ((performance.now() - start) / 1000));
  }
  samples.sort((a, b) => a - b);
  const f = (n: number | undefined) => Math.round(n ?? 0).toLocaleString('en-US');
  console.log(
    `${name}: ${f(samples[ROUNDS >> 1])} analyses/s (median of ${ROUNDS} × ${f(PER_ROUND)} after ${f(WARM_UP)}; min ${f(samples[0])}, max ${f(samples[ROUNDS - 1])})`,
  );
}

bench('analyze', run);
bench('analyzeWithPump', runWithPump);
const reachable = pumpCases.filter(
  ([duty, pump]) => analyzeWithPump(duty, pump).structured_output !== null,
).length;
console.log(`analyzeWithPump cases with a feasible operating point: ${reachable} of ${pumpCases.length}`);
