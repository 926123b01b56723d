// CLI: `npm run -s pump -- analyze --flow 500gpm --head 120ft [--temp 140F --sg 0.9 --fluid water --table]`.
// Prints the analysis as JSON (the same object analyze() returns) or, with --table, a readable table.
import { parseArgs } from 'node:util';
import type { Duty, StructuredOutput } from '@specsource/pump-engine';
import {
  analyze,
  electricalSupplyFromKey,
  parseQuantityText,
  temperatureToFahrenheit,
} from '@specsource/pump-engine';

const USAGE = `usage: pump analyze --flow 500gpm --head 120ft [--temp 140F] [--sg 0.9] [--viscosity 50cP]
  [--fluid water] [--npsha 30ft] [--hz 60] [--rpm 1780] [--hours 24] [--days 365] [--rate 0.12]
  [--zip 10001] [--life 20] [--elevation 5000] [--suction-static 5] [--suction-loss 2] [--discount 0.05]
  [--supply 460v-3ph-60hz] [--type split-case] [--materials all-bronze] [--orientation vertical]
  [--suction lift] [--seal packing] [--vfd true|false] [--redundancy 2x50] [--table]\n`;

// Every option takes a value but --table. Unknown options and missing values are refused (parseArgs' strict
// mode), so a typo such as --fow is an error, not a duty analysed without its flow.
const VALUE_OPTIONS = [
  'flow',
  'head',
  'temp',
  'sg',
  'viscosity',
  'fluid',
  'npsha',
  'hz',
  'rpm',
  'hours',
  'days',
  'rate',
  'zip',
  'life',
  'elevation',
  'suction-static',
  'suction-loss',
  'discount',
  'supply',
  'type',
  'materials',
  'orientation',
  'suction',
  'seal',
  'vfd',
  'redundancy',
] as const;

type Options = Partial<Record<(typeof VALUE_OPTIONS)[number], string>> & { table?: boolean };

function parseCommandLine(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      ...Object.fromEntries(VALUE_OPTIONS.map((name) => [name, { type: 'string' as const }])),
      table: { type: 'boolean' },
    },
  });
}

function quantity(text: string | undefined, unit: string): { value: number; unit: string } | undefined {
  return text === undefined ? undefined : (parseQuantityText(text, unit) ?? { value: Number.NaN, unit });
}

function number(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number(text);
}

function dutyFrom(opts: Options): Duty {
  const temp = quantity(opts.temp, 'F');
  const temperatureF =
    temp === undefined ? undefined : (temperatureToFahrenheit(temp.value, temp.unit) ?? Number.NaN);
  const viscosity = quantity(opts.viscosity, 'cP');
  return {
    flowRate: quantity(opts.flow, 'gpm') ?? { value: Number.NaN, unit: 'gpm' },
    head: quantity(opts.head, 'ft') ?? { value: Number.NaN, unit: 'ft' },
    fluid: {
      name: opts.fluid,
      temperatureF,
      specificGravity: number(opts.sg),
      viscosityCp: viscosity?.value,
    },
    npshAvailable: quantity(opts.npsha, 'ft'),
    frequencyHz: number(opts.hz),
    speedRpm: number(opts.rpm),
    hoursPerDay: number(opts.hours),
    daysPerYear: number(opts.days),
    electricityRatePerKwh: number(opts.rate),
    zipCode: opts.zip,
    lifetimeYears: number(opts.life),
    siteElevationFt: number(opts.elevation),
    suctionStaticHeadFt: number(opts['suction-static']),
    suctionFrictionLossFt: number(opts['suction-loss']),
    discountRate: number(opts.discount),
    // The selection constraints, spelled as the engine's vocabularies (analysis/constraints.ts); the engine refuses
    // anything else with an issue naming the field.
    supply: supplyFrom(opts.supply),
    pumpType: opts.type as Duty['pumpType'],
    materials: opts.materials as Duty['materials'],
    orientation: opts.orientation as Duty['orientation'],
    suctionCondition: opts.suction as Duty['suctionCondition'],
    shaftSeal: opts.seal as Duty['shaftSeal'],
    variableSpeed: opts.vfd === undefined ? undefined : opts.vfd === 'true',
    redundancy: opts.redundancy as Duty['redundancy'],
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
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.positionals.length !== 1 || parsed.positionals[0] !== 'analyze') {
    process.stderr.write(USAGE);
    process.exitCode = 2;
    return;
  }
  const opts = parsed.values as Options;
  const result = analyze(dutyFrom(opts));
  if (opts.table && result.structured_output !== null) {
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
