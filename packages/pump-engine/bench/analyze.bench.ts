// `npm run bench`: analyses per second on one core, over varied duties, after a warm-up (STYLE.md: numbers, never timed tests).
import type { Duty } from '../src/index.ts';
import { analyze } from '../src/index.ts';

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

function run(count: number): number {
  let checksum = 0;
  for (let i = 0; i < count; i += 1) {
    checksum += analyze(duties[i % duties.length] as Duty).structured_output?.Brake_Horsepower_hp ?? 0;
  }
  return checksum;
}

run(20_000);
const samples: number[] = [];
for (let round = 0; round < 5; round += 1) {
  const count = 20_000;
  const start = performance.now();
  run(count);
  samples.push(count / ((performance.now() - start) / 1000));
}
samples.sort((a, b) => a - b);
console.log(
  `analyze: ${Math.round(samples[2] ?? 0).toLocaleString('en-US')} analyses/s (median of 5 × 20,000; min ${Math.round(samples[0] ?? 0).toLocaleString('en-US')}, max ${Math.round(samples[4] ?? 0).toLocaleString('en-US')})`,
);
