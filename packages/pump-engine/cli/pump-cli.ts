// CLI: `npm run -s pump -- analyze --flow 500gpm --head 120ft [--temp 140F --sg 0.9 --fluid water --table]`.
// Prints the analysis as JSON (the same object analyze() returns) or, with --table, a readable table.
import type { Duty, StructuredOutput } from '../src/index.ts';
import {
  analyze,
  electricalSupplyFromKey,
  parseQuantityText,
  temperatureToFahrenheit,
} from '../src/index.ts';

declare const process: {
  argv: string[];
  stdout: { write(text: string): boolean };
  stderr: { write(text: string): boolean };
  exitCode: number | undefined;
};

const USAGE = `usage: pump analyze --flow 500gpm --head 120ft [--temp 140F] [--sg 0.9] [--viscosity 50cP]
  [--fluid water] [--npsha 30ft] [--hz 60] [--rpm 1780] [--hours 24] [--days 365] [--rate 0.12]
  [--zip 10001] [--life 20] [--elevation 5000] [--suction-static 5] [--suction-loss 2]
  [--supply 460v-3ph-60hz] [--type split-case] [--materials all-bronze] [--orientation vertical]
  [--suction lift] [--seal packing] [--vfd true|false] [--redundancy 2x50] [--table]\n`;

function options(args: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      continue;
    }
    const next = args[i + 1];
    if (next === undefined || next.startsWith('--')) {
      map.set(arg.slice(2), 'true');
    } else {
      map.set(arg.slice(2), next);
      i += 1;
    }
  }
  return map;
}

function quantity(text: string | undefined, unit: string): { value: number; unit: string } | undefined {
  return text === undefined ? undefined : (parseQuantityText(text, unit) ?? { value: Number.NaN, unit });
}

function number(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number(text);
}

function dutyFrom(opts: Map<string, string>): Duty {
  const temp = quantity(opts.get('temp'), 'F');
  const temperatureF =
    temp === undefined ? undefined : (temperatureToFahrenheit(temp.value, temp.unit) ?? Number.NaN);
  const viscosity = quantity(opts.get('viscosity'), 'cP');
  return {
    flowRate: quantity(opts.get('flow'), 'gpm') ?? { value: Number.NaN, unit: 'gpm' },
    head: quantity(opts.get('head'), 'ft') ?? { value: Number.NaN, unit: 'ft' },
    fluid: {
      name: opts.get('fluid'),
      temperatureF,
      specificGravity: number(opts.get('sg')),
      viscosityCp: viscosity?.value,
    },
    npshAvailable: quantity(opts.get('npsha'), 'ft'),
    frequencyHz: number(opts.get('hz')),
    speedRpm: number(opts.get('rpm')),
    hoursPerDay: number(opts.get('hours')),
    daysPerYear: number(opts.get('days')),
    electricityRatePerKwh: number(opts.get('rate')),
    zipCode: opts.get('zip'),
    lifetimeYears: number(opts.get('life')),
    siteElevationFt: number(opts.get('elevation')),
    suctionStaticHeadFt: number(opts.get('suction-static')),
    suctionFrictionLossFt: number(opts.get('suction-loss')),
    discountRate: number(opts.get('discount')),
    // The selection constraints, spelled as the engine's vocabularies (analysis/constraints.ts); the engine refuses
    // anything else with an issue naming the field.
    supply: supplyFrom(opts.get('supply')),
    pumpType: opts.get('type') as Duty['pumpType'],
    materials: opts.get('materials') as Duty['materials'],
    orientation: opts.get('orientation') as Duty['orientation'],
    suctionCondition: opts.get('suction') as Duty['suctionCondition'],
    shaftSeal: opts.get('seal') as Duty['shaftSeal'],
    variableSpeed: opts.has('vfd') ? opts.get('vfd') === 'true' : undefined,
    redundancy: opts.get('redundancy') as Duty['redundancy'],
  };
}

/** `460v-3ph-60hz` as the engine's supply; an unreadable key becomes an invalid supply the engine reports. */
function supplyFrom(key: string | undefined): Duty['supply'] {
  if (key === undefined) {
    return undefined;
  }
  return electricalSupplyFromKey(key) ?? { voltage: Number.NaN, phase: 3, frequencyHz: 60 };
}

function table(output: StructuredOutput): string {
  const rows = Object.entries(output).map(
    ([key, value]) => [key, value === null ? 'N/A' : String(value)] as const,
  );
  const width = Math.max(...rows.map(([key]) => key.length));
  return rows.map(([key, value]) => `${key.padEnd(width)}  ${value}`).join('\n');
}

function main(argv: string[]): void {
  const [command, ...rest] = argv;
  if (command !== 'analyze') {
    process.stderr.write(USAGE);
    process.exitCode = 2;
    return;
  }
  const opts = options(rest);
  const result = analyze(dutyFrom(opts));
  if (opts.has('table') && result.structured_output !== null) {
    const notes = [
      ...result.issues.map((issue) => `! ${issue.severity}: ${issue.message}`),
      ...result.assumptions.map((a) => `- ${a}`),
    ];
    process.stdout.write(`${table(result.structured_output)}\n\n${notes.join('\n')}\n`);
  } else {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  }
  if (result.structured_output === null) {
    process.exitCode = 1;
  }
}

main(process.argv.slice(2));
