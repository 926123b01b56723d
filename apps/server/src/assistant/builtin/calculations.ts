import {
  affinityByDiameter,
  affinityBySpeed,
  annualEnergyKwh,
  api610DriverMarginFactor,
  bepZone,
  brakeHorsepower,
  cavitationRisk,
  nemaMotorRatingHp,
  nemaPremiumEfficiency,
  npshAvailableFt,
  npshRequiredEstimateFt,
  percentOfBep,
  psatAchievableEfficiency,
  specificSpeedUs,
  synchronousSpeedRpm,
  viscosityCorrection,
  waterHorsepower,
} from '@specsource/pump-engine';
import {
  diametersInOf,
  type Facts,
  FROM_QUESTION,
  flowOf,
  headOf,
  inputsLine,
  KW_PER_HP,
  LABEL_REACH,
  LABELS,
  labelledHeadOf,
  npshAvailableOf,
  powerHpOf,
  type Sourced,
  specificGravityOf,
  speedsOf,
  wizardSource,
} from './facts.ts';
import { formatNumber, formatUsd, withUnit } from './format.ts';
import { efficiencyIn, quantitiesOf } from './quantities.ts';
import { FIELDS } from './wizard-values.ts';

// Calculations the built-in assistant does with the pump engine. Each calculator looks at the question, returns
// null when the question is not its kind, and otherwise an answer: the formula and its source, the inputs with
// where each came from, and the result — or, when an input is missing, which one and the wizard field to fill.

export type Calculator = (facts: Facts) => string | null;

const HI_POWER =
  'Hydraulic Institute ANSI/HI 1.1–1.2 / 14.1 power definitions; 3960 = 33,000 ft·lbf/min ÷ 8.33 lb/gal';
/** Suction specific speed the engine designs to (pump engine: DESIGN_SUCTION_SPECIFIC_SPEED; HI 9.6.1 guidance). */
const DESIGN_NSS = 8500;
/** 60 Hz full-load speeds of 2- and 4-pole motors (NEMA MG 1 catalogue speeds). */
const SPEEDS_60HZ = [3560, 1780] as const;
const SPEEDS_50HZ = [2900, 1450] as const;

/** Every "an input is missing" answer starts so; `calculate` lets a general question fall through to the articles. */
export const MISSING_INPUT_PREFIX = 'To calculate ';

const WIZARD_FIELD_TITLES: ReadonlySet<string> = new Set(Object.values(FIELDS));

function missing(what: string, needs: string[], example: string): string {
  const inWizard = needs.filter((need) => WIZARD_FIELD_TITLES.has(need));
  const where =
    inWizard.length > 0
      ? `Enter ${inWizard.map((field) => `'${field}'`).join(' and ')} in the wizard, or put the values in the question`
      : 'Put them in the question';
  return [
    `${MISSING_INPUT_PREFIX}${what} I need ${needs.map((need) => `**${need}**`).join(' and ')}.`,
    `${where}, e.g. "${example}".`,
  ].join('\n\n');
}

function hasAny(facts: Facts, pattern: RegExp): boolean {
  return pattern.test(facts.lower);
}

// --- Pump efficiency estimate (the engine's method for an ideal pump) ---------------------------------------------

interface EfficiencyEstimate {
  readonly efficiency: number;
  readonly speed: Sourced;
  readonly note: string;
}

/** The engine's ideal-pump efficiency: DOE PSAT achievable efficiency (HI chart fits), clamped to 20–92 %. */
function estimateEfficiency(facts: Facts, flowGpm: number, headFt: number): EfficiencyEstimate {
  const typedSpeed = speedsOf(facts)[0];
  const candidates =
    typedSpeed !== undefined
      ? [typedSpeed]
      : facts.wizard.frequencyHz === 50
        ? [...SPEEDS_50HZ]
        : [...SPEEDS_60HZ];
  let best: { efficiency: number; speed: number } | null = null;
  for (const speed of candidates) {
    const ns = specificSpeedUs({ speedRpm: speed, flowGpm, headFt });
    const efficiency = Math.min(
      0.92,
      Math.max(
        0.2,
        psatAchievableEfficiency({
          style: ns >= 4000 ? 'VERTICAL_TURBINE' : 'END_SUCTION_ANSI_API',
          flowGpm,
          headFt,
          speedRpm: speed,
          stages: 1,
          viscosityCst: null,
        }),
      ),
    );
    if (best === null || efficiency > best.efficiency) {
      best = { efficiency, speed };
    }
  }
  const chosen = best ?? { efficiency: 0.7, speed: 3560 };
  const speed: Sourced =
    typedSpeed !== undefined
      ? { value: chosen.speed, shown: withUnit(chosen.speed, 'rpm'), source: FROM_QUESTION }
      : {
          value: chosen.speed,
          shown: withUnit(chosen.speed, 'rpm'),
          source: `assumed: the ${candidates.map((s) => formatNumber(s)).join(' / ')} rpm motor speed with the better estimated efficiency`,
        };
  return {
    efficiency: chosen.efficiency,
    speed,
    note: `Estimated pump efficiency ${formatNumber(chosen.efficiency * 100)} % at BEP — DOE PSAT "achievable efficiency" (fits of the Hydraulic Institute efficiency charts), as the pump engine uses for an ideal pump; a real pump's curve will differ by a few points.`,
  };
}

// --- Motor and brake horsepower -------------------------------------------------------------------------------------

const POWER_WORDS =
  /\bmotor\b|\bhp\b|horsepower|\bbhp\b|brake|\bpower\b|\bkw\b|\bdriver\b|\bsize the motor\b|what size motor/;

export const motorSizing: Calculator = (facts) => {
  if (!hasAny(facts, POWER_WORDS) || hasAny(facts, /\bconvert\b|cost|kwh|per year|annual|energy|bill/)) {
    return null;
  }
  if (hasAny(facts, /\bpoles?\b|synchronous/)) {
    return null;
  }
  const specificGravity = specificGravityOf(facts);
  const flow = flowOf(facts, { excludeBep: true });
  const head = headOf(facts, specificGravity.value);
  const givenPower = powerHpOf(facts);
  if ((flow === null || head === null) && givenPower !== null) {
    return [
      `**Motor for a pump absorbing ${givenPower.shown}**`,
      inputsLine([['pump shaft power', givenPower]]),
      ...motorLines(givenPower.value),
    ].join('\n\n');
  }
  if (flow === null || head === null) {
    const lacking: string[] = [];
    if (flow === null) {
      lacking.push(FIELDS.flow);
    }
    if (head === null) {
      lacking.push(FIELDS.head);
    }
    return missing('the pump power and motor size', lacking, 'what motor for 500 gpm at 120 ft?');
  }
  const typedEfficiency = efficiencyIn(facts.text);
  const estimate = typedEfficiency === null ? estimateEfficiency(facts, flow.value, head.value) : null;
  const efficiency = typedEfficiency ?? estimate?.efficiency ?? 0.7;
  const whp = waterHorsepower({
    flowGpm: flow.value,
    headFt: head.value,
    specificGravity: specificGravity.value,
  });
  const bhp = brakeHorsepower({
    flowGpm: flow.value,
    headFt: head.value,
    specificGravity: specificGravity.value,
    efficiency,
  });
  const efficiencyInput: Sourced =
    typedEfficiency !== null
      ? { value: typedEfficiency, shown: `${formatNumber(typedEfficiency * 100)} %`, source: FROM_QUESTION }
      : { value: efficiency, shown: `${formatNumber(efficiency * 100)} %`, source: 'estimated, see below' };
  const inputs: Array<readonly [string, Sourced]> = [
    ['flow', flow],
    ['head', head],
    ['specific gravity', specificGravity],
    ['pump efficiency', efficiencyInput],
  ];
  if (estimate !== null) {
    inputs.push(['speed', estimate.speed]);
  }
  const lines = [
    `**Pump power and motor size for ${flow.shown} at ${head.shown}**`,
    inputsLine(inputs),
    ...(estimate !== null ? [estimate.note] : []),
    `**Brake horsepower:** BHP = Q·H·SG / (3960·η) = ${formatNumber(flow.value)} gpm × ${formatNumber(head.value)} ft × ${specificGravity.value} / (3960 × ${efficiency.toFixed(3)}) = **${withUnit(bhp, 'hp')}** (${withUnit(bhp * KW_PER_HP, 'kW')}); water horsepower ${withUnit(whp, 'hp')}. Source: ${HI_POWER}.`,
    ...motorLines(bhp),
  ];
  return lines.join('\n\n');
};

/** The motor for a shaft power: API 610 margin → next NEMA rating, the plain next rating, and the service-factor note. */
function motorLines(bhp: number): string[] {
  const bhpKw = bhp * KW_PER_HP;
  const margin = api610DriverMarginFactor(bhpKw);
  const withMargin = bhp * margin;
  const apiRating = nemaMotorRatingHp(withMargin);
  const plainRating = nemaMotorRatingHp(bhp);
  const marginText =
    margin === 1.25 ? '125 % up to 22 kW' : margin === 1.15 ? '115 % for 22–55 kW' : '110 % above 55 kW';
  const serviceFactor =
    'a 1.15 service factor is reserve for voltage, temperature and curve uncertainty, not capacity to plan on (NEMA MG 1). Check the power at the end of the curve (run-out) too, so the motor is non-overloading.';
  return [
    apiRating === null
      ? `**Motor:** ${withUnit(withMargin, 'hp')} with the API 610 margin is above the 500 hp NEMA MG 1 range: a large (above-NEMA) motor from the supplier.`
      : `**Motor:** with the API 610 driver margin (${marginText} of rated power): ${withUnit(bhp, 'hp')} × ${margin} = ${withUnit(withMargin, 'hp')} → next NEMA MG 1 standard rating **${withUnit(apiRating, 'hp')}**.`,
    plainRating !== null && plainRating !== apiRating
      ? `Without a margin the next standard rating is ${withUnit(plainRating, 'hp')}; ${serviceFactor}`
      : `${serviceFactor.charAt(0).toUpperCase()}${serviceFactor.slice(1)}`,
  ];
}

// --- Unit conversions ------------------------------------------------------------------------------------------------

const GALLON_L = 3.785411784;
/** Litres per minute in one unit (NIST SP 811, exact). */
const FLOW_L_PER_MIN: Record<string, number> = {
  gpm: GALLON_L,
  'm3/h': 1000 / 60,
  'L/s': 60,
  'L/min': 1,
  'm3/s': 60_000,
};
/** Kilopascals in one unit (NIST SP 811). */
const PRESSURE_KPA: Record<string, number> = { psi: 6.894757293168361, bar: 100, kPa: 1, MPa: 1000 };
/** Metres in one unit (exact). */
const LENGTH_M: Record<string, number> = { ft: 0.3048, m: 1, in: 0.0254, mm: 0.001 };
const POWER_KW: Record<string, number> = { hp: KW_PER_HP, kW: 1 };
const VOLUME_L: Record<string, number> = { gal: GALLON_L, L: 1, m3: 1000 };

const TARGET_UNITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:us\s*)?gpm\b|gallons per minute/, 'gpm'],
  [/m3\/h|m³\/h|m3\/hr|cubic met(?:er|re)s? per hour/, 'm3/h'],
  [/\bl\/s\b|\blps\b|lit(?:er|re)s? per second/, 'L/s'],
  [/\bl\/min\b|\blpm\b|lit(?:er|re)s? per minute/, 'L/min'],
  [/\bpsi\b/, 'psi'],
  [/\bbar\b/, 'bar'],
  [/\bkpa\b/, 'kPa'],
  [/\bfeet\b|\bft\b|\bfoot\b/, 'ft'],
  [/\bmet(?:er|re)s?\b|\bm\b/, 'm'],
  [/\binch(?:es)?\b|\bin\b/, 'in'],
  [/\bmm\b/, 'mm'],
  [/\bhp\b|horsepower/, 'hp'],
  [/\bkw\b/, 'kW'],
  [/°\s?f\b|fahrenheit|\bdeg(?:rees)?\s?f\b|\bf\b/, 'F'],
  [/°\s?c\b|celsius|\bdeg(?:rees)?\s?c\b|\bc\b/, 'C'],
  [/\bcst\b|centistokes/, 'cSt'],
  [/\bcp\b|centipoise/, 'cP'],
  [/gallons?\b|\bgal\b/, 'gal'],
  [/lit(?:er|re)s?\b/, 'L'],
  [/\bm3\b|cubic met/, 'm3'],
];

/** The unit asked for: the words after the last " to " / " in " / " into ". */
function targetUnitOf(lower: string, from: number): string | null {
  const tail = lower.slice(from);
  const match = /(?:\bto\b|\binto\b|\bin\b|\bas\b)\s+([^?!]*)$/.exec(tail);
  if (match === null || match[1] === undefined) {
    return null;
  }
  for (const [pattern, unit] of TARGET_UNITS) {
    if (pattern.test(match[1])) {
      return unit;
    }
  }
  return null;
}

const DEFAULT_TARGETS: Record<string, string[]> = {
  flow: ['gpm', 'm3/h', 'L/s'],
  pressure: ['psi', 'bar', 'kPa', 'ft'],
  length: ['ft', 'm'],
  power: ['hp', 'kW'],
  temperature: ['F', 'C'],
  volume: ['gal', 'L', 'm3'],
  viscosity: ['cSt', 'cP'],
};

const CONVERSION_WORDS =
  /\bconvert|conversion|how many|equals?\b|equivalent|what is .+ in\b|\b(?:to|in|into) (?:us )?(?:gpm|m3\/h|l\/s|l\/min|psi|bar|kpa|feet|ft|met(?:er|re)s?|hp|horsepower|kw|°\s?[fc]|cst|cp|gallons?|lit(?:er|re)s?)(?![a-z])/;

export const unitConversion: Calculator = (facts) => {
  const isHeadFromPressure =
    hasAny(facts, /\bhead\b|feet of|ft of|how many feet|in feet/) &&
    quantitiesOf(facts.quantities, 'pressure').length > 0 &&
    quantitiesOf(facts.quantities, 'flow').length === 0;
  if (!hasAny(facts, CONVERSION_WORDS) && !isHeadFromPressure) {
    return null;
  }
  // One quantity to convert; "how many hp for 1200 gpm at 180 ft" is a duty, not a conversion.
  const quantity = facts.quantities[0];
  if (quantity === undefined || facts.quantities.length > 1) {
    return null;
  }
  const specificGravity = specificGravityOf(facts);
  const asked =
    targetUnitOf(facts.lower, quantity.end) ?? targetUnitOf(facts.lower.slice(0, quantity.index), 0);
  const targets =
    asked !== null ? [asked] : (DEFAULT_TARGETS[quantity.kind] ?? []).filter((u) => u !== quantity.unit);
  const from = withUnit(quantity.value, unitLabel(quantity.unit));
  const results: string[] = [];
  const notes = new Set<string>();
  for (const target of targets) {
    const converted = convert(quantity.value, quantity.unit, target, specificGravity.value);
    if (converted === null) {
      continue;
    }
    results.push(`**${withUnit(converted.value, unitLabel(target))}**`);
    notes.add(converted.formula);
  }
  if (results.length === 0) {
    return null;
  }
  const usesGravity = [...notes].some((note) => note.includes('SG'));
  return [
    `${from} = ${results.join(' = ')}`,
    ...(usesGravity ? [inputsLine([['specific gravity', specificGravity]])] : []),
    `Formula: ${[...notes].join('; ')}.`,
  ].join('\n\n');
};

function unitLabel(unit: string): string {
  return unit === 'F' ? '°F' : unit === 'C' ? '°C' : unit;
}

function convert(
  value: number,
  from: string,
  to: string,
  specificGravity: number,
): { value: number; formula: string } | null {
  if (from === to) {
    return null;
  }
  const exact = 'exact factors, NIST SP 811';
  if (from in FLOW_L_PER_MIN && to in FLOW_L_PER_MIN) {
    return {
      value: (value * (FLOW_L_PER_MIN[from] ?? 1)) / (FLOW_L_PER_MIN[to] ?? 1),
      formula: `1 US gal = 3.785411784 L, 1 m³/h = 4.4029 gpm, 1 L/s = 15.850 gpm (${exact})`,
    };
  }
  if (from in PRESSURE_KPA && to in PRESSURE_KPA) {
    return {
      value: (value * (PRESSURE_KPA[from] ?? 1)) / (PRESSURE_KPA[to] ?? 1),
      formula: `1 psi = 6.894757 kPa, 1 bar = 100 kPa = 14.504 psi (${exact})`,
    };
  }
  const headFormula = `H[ft] = 2.31·p[psi]/SG, i.e. H = 144·p/(SG·62.37 lb/ft³) (Hydraulic Institute; water at 60 °F as SG reference)`;
  if (from in PRESSURE_KPA && to in LENGTH_M) {
    const psi = (value * (PRESSURE_KPA[from] ?? 1)) / (PRESSURE_KPA.psi ?? 1);
    const feet = (144 * psi) / (specificGravity * WATER_60F_LB_FT3);
    return { value: (feet * 0.3048) / (LENGTH_M[to] ?? 1), formula: headFormula };
  }
  if (from in LENGTH_M && to in PRESSURE_KPA) {
    const feet = (value * (LENGTH_M[from] ?? 1)) / 0.3048;
    const psi = (feet * specificGravity * WATER_60F_LB_FT3) / 144;
    return {
      value: (psi * (PRESSURE_KPA.psi ?? 1)) / (PRESSURE_KPA[to] ?? 1),
      formula: headFormula.replace('H[ft] = 2.31·p[psi]/SG, i.e. ', 'p[psi] = H[ft]·SG/2.31, from '),
    };
  }
  if (from in LENGTH_M && to in LENGTH_M) {
    return {
      value: (value * (LENGTH_M[from] ?? 1)) / (LENGTH_M[to] ?? 1),
      formula: `1 ft = 0.3048 m, 1 in = 25.4 mm (${exact})`,
    };
  }
  if (from in POWER_KW && to in POWER_KW) {
    return {
      value: (value * (POWER_KW[from] ?? 1)) / (POWER_KW[to] ?? 1),
      formula: `1 hp = 0.7457 kW (${exact})`,
    };
  }
  if (from in VOLUME_L && to in VOLUME_L) {
    return {
      value: (value * (VOLUME_L[from] ?? 1)) / (VOLUME_L[to] ?? 1),
      formula: `1 US gal = 3.785411784 L (${exact})`,
    };
  }
  if (from === 'F' && to === 'C') {
    return { value: (value - 32) / 1.8, formula: '°C = (°F − 32)/1.8 (exact)' };
  }
  if (from === 'C' && to === 'F') {
    return { value: value * 1.8 + 32, formula: '°F = 1.8·°C + 32 (exact)' };
  }
  if (from === 'cP' && to === 'cSt') {
    return {
      value: value / specificGravity,
      formula: 'ν[cSt] = μ[cP]/SG (kinematic = dynamic viscosity ÷ density)',
    };
  }
  if (from === 'cSt' && to === 'cP') {
    return {
      value: value * specificGravity,
      formula: 'μ[cP] = ν[cSt]·SG (dynamic = kinematic viscosity × density)',
    };
  }
  if (from === 'SSU' && to === 'cSt') {
    const cst = value <= 100 ? 0.226 * value - 195 / value : 0.22 * value - 135 / value;
    return {
      value: cst,
      formula:
        'ν[cSt] ≈ 0.226·SSU − 195/SSU (≤ 100 SSU), 0.220·SSU − 135/SSU above (approximation of ASTM D2161)',
    };
  }
  return null;
}

/** Density of water at 60 °F, lb/ft³ (the specific-gravity reference; pump engine, IAPWS-95). */
const WATER_60F_LB_FT3 = 62.3666;

// --- Affinity laws ---------------------------------------------------------------------------------------------------

export const affinity: Calculator = (facts) => {
  const speeds = speedsOf(facts);
  const diameters = diametersInOf(facts).slice(0, 2);
  const speedPercent =
    /(?:reduce|slow|lower|cut|drop|increase|raise)\w*\s+(?:the\s+)?(?:speed\s+)?by\s+(\d+(?:\.\d+)?)\s*%/.exec(
      facts.lower,
    );
  const isSpeedChange = speeds.length >= 2 || (speedPercent !== null && hasAny(facts, /speed|rpm|vfd|slow/));
  const trimPercent =
    /(?:trim\w*|cut|reduc\w*|machin\w*)\s+(?:down\s+)?(?:the\s+)?(?:impeller(?:\s+diameter)?\s+|diameter\s+)?(?:by\s+)?(\d+(?:\.\d+)?)\s*%/.exec(
      facts.lower,
    );
  const isTrimByPercent = trimPercent !== null && hasAny(facts, /\btrim|impeller|diameter/) && !isSpeedChange;
  const isTrim =
    (hasAny(facts, /\btrim|impeller|diameter/) && diameters.length >= 1 && !isSpeedChange) || isTrimByPercent;
  const asksAffinity = hasAny(
    facts,
    /affinity|slow|speed up|vfd|trim|reduce (?:the )?speed|new speed|if i (?:run|change)/,
  );
  if (!isSpeedChange && !isTrim) {
    if (asksAffinity && speeds.length === 1) {
      return missing(
        'the new flow, head and power by the affinity laws',
        ['the present speed and the new speed'],
        'what flow and head if I slow from 3550 to 2900 rpm?',
      );
    }
    return null;
  }
  const specificGravity = specificGravityOf(facts);
  const flow = flowOf(facts);
  const head = headOf(facts, specificGravity.value);
  const power = powerHpOf(facts);
  let ratio: number;
  let ratioText: string;
  let law: string;
  if (isSpeedChange) {
    // The change is the last speed and the one before it that differs ("at 3550 rpm … from 3550 to 2900 rpm").
    const toSpeed = speeds[speeds.length - 1] ?? 1;
    const fromSpeed = [...speeds].reverse().find((speed) => speed !== toSpeed) ?? toSpeed;
    const [fromRpm, toRpm] =
      speeds.length >= 2
        ? [fromSpeed, toSpeed]
        : [100, 100 + (hasAny(facts, /increase|raise|speed up/) ? 1 : -1) * Number(speedPercent?.[1])];
    ratio = toRpm / fromRpm;
    ratioText =
      speeds.length >= 2
        ? `N₂/N₁ = ${formatNumber(toRpm)}/${formatNumber(fromRpm)} rpm = ${ratio.toFixed(4)}`
        : `N₂/N₁ = ${ratio.toFixed(3)}`;
    law =
      'Affinity laws for speed: Q₂ = Q₁·(N₂/N₁), H₂ = H₁·(N₂/N₁)², P₂ = P₁·(N₂/N₁)³ (Hydraulic Institute; exact for the same pump, same impeller, on a friction-only system the operating point moves along a system curve through the origin)';
  } else {
    const targetHead = labelledTargetHead(facts);
    const fromIn =
      diameters[0] ?? (isTrimByPercent ? { value: 1, shown: '100 %', source: FROM_QUESTION } : undefined);
    if (fromIn === undefined) {
      return null;
    }
    // The wanted head is the labelled one ("to reach 100 ft") or the second of two; the present head is the other
    // one in the question, else the wizard's.
    const heads = quantitiesOf(facts.quantities, 'length')
      .filter((quantity) => quantity.unit === 'ft' || quantity.unit === 'm')
      .map((quantity) => ({
        value: quantity.unit === 'm' ? quantity.value / 0.3048 : quantity.value,
        shown: withUnit(quantity.value, quantity.unit),
        source: FROM_QUESTION,
      }));
    const wantedHead = targetHead ?? (heads.length >= 2 ? (heads[1] ?? null) : null);
    const presentHead =
      heads.find((candidate) => wantedHead !== null && candidate.shown !== wantedHead.shown) ??
      (facts.wizard.head !== null ? headOf({ ...facts, quantities: [] }, specificGravity.value) : null);
    if (diameters.length < 2 && wantedHead !== null && presentHead === null) {
      return missing(
        `the diameter for ${wantedHead.shown}`,
        [FIELDS.head],
        'trim a 10 in impeller from 120 ft to 100 ft',
      );
    }
    if (diameters.length < 2 && wantedHead !== null && presentHead !== null) {
      const targetHead = wantedHead;
      const head = presentHead;
      const toIn = fromIn.value * Math.sqrt(targetHead.value / head.value);
      return [
        `**Impeller trim to reach ${targetHead.shown}**`,
        inputsLine([
          ['present diameter', fromIn],
          ['present head', head],
          ['wanted head', targetHead],
        ]),
        `D₂ = D₁·√(H₂/H₁) = ${formatNumber(fromIn.value)} in × √(${formatNumber(targetHead.value)}/${formatNumber(head.value)}) = **${toIn.toFixed(2)} in** (${withUnit(toIn * 25.4, 'mm')}); ${toIn <= fromIn.value ? `a trim of ${formatNumber(100 * (1 - toIn / fromIn.value))} %` : 'larger than the present impeller: check the largest diameter the casing takes'}.`,
        "Source: affinity laws for diameter (Hydraulic Institute; Karassik, Pump Handbook). They are approximate: trims beyond about 10–15 % lose efficiency and the real head falls a little less than predicted, so trim in steps and confirm on the maker's curve for that impeller.",
      ].join('\n\n');
    }
    const toIn =
      diameters[1] ??
      (isTrimByPercent
        ? { value: fromIn.value * (1 - Number(trimPercent?.[1]) / 100), shown: '', source: FROM_QUESTION }
        : undefined);
    if (toIn === undefined) {
      return missing(
        'the trimmed performance',
        ['the present and the new impeller diameter'],
        'trim from 10 in to 9 in at 500 gpm and 120 ft',
      );
    }
    ratio = toIn.value / fromIn.value;
    ratioText =
      diameters[1] !== undefined
        ? `D₂/D₁ = ${formatNumber(toIn.value)}/${formatNumber(fromIn.value)} in = ${ratio.toFixed(4)}`
        : `D₂/D₁ = ${ratio.toFixed(3)}, a ${formatNumber(100 * (1 - ratio))} % trim`;
    law =
      'Affinity laws for impeller trim: Q₂ = Q₁·(D₂/D₁), H₂ = H₁·(D₂/D₁)², P₂ = P₁·(D₂/D₁)³ (Hydraulic Institute; Karassik, Pump Handbook). Approximate: beyond a 10–15 % trim efficiency drops and the prediction is optimistic';
  }
  const base = {
    flowGpm: flow?.value ?? 1,
    headFt: head?.value ?? 1,
    powerHp: power?.value ?? 1,
  };
  const result = isSpeedChange
    ? affinityBySpeed({ ...base, fromRpm: 1, toRpm: ratio })
    : affinityByDiameter({ ...base, fromIn: 1, toIn: ratio });
  const inputs: Array<readonly [string, Sourced]> = [];
  const lines: string[] = [];
  if (flow !== null) {
    inputs.push(['flow', flow]);
    lines.push(
      `- Flow: ${formatNumber(flow.value)} gpm × ${ratio.toFixed(4)} = **${withUnit(result.flowGpm, 'gpm')}**`,
    );
  } else {
    lines.push(`- Flow: × ${ratio.toFixed(3)} (**${formatNumber(ratio * 100)} %** of the present flow)`);
  }
  if (head !== null) {
    inputs.push(['head', head]);
    lines.push(
      `- Head: ${formatNumber(head.value)} ft × ${ratio.toFixed(4)}² = **${withUnit(result.headFt, 'ft')}**`,
    );
  } else {
    lines.push(
      `- Head: × ${(ratio ** 2).toFixed(3)} (**${formatNumber(ratio ** 2 * 100)} %** of the present head)`,
    );
  }
  if (power !== null) {
    inputs.push(['power', power]);
    lines.push(
      `- Power: ${formatNumber(power.value)} hp × ${ratio.toFixed(4)}³ = **${withUnit(result.powerHp, 'hp')}**`,
    );
  } else {
    lines.push(
      `- Power: × ${(ratio ** 3).toFixed(3)} (**${formatNumber(ratio ** 3 * 100)} %** of the present power)`,
    );
  }
  return [
    `**Affinity-law result (${ratioText})**`,
    ...(inputs.length > 0 ? [inputsLine(inputs)] : []),
    lines.join('\n'),
    isSpeedChange ? `${law}. NPSH required changes roughly with (N₂/N₁)² as well.` : `${law}.`,
    ...(flow === null || head === null
      ? [
          `For absolute values give the present flow and head (wizard '${FIELDS.flow}' and '${FIELDS.head}', or in the question).`,
        ]
      : []),
  ].join('\n\n');
};

function labelledTargetHead(facts: Facts): Sourced | null {
  const target = quantitiesOf(facts.quantities, 'length').find(
    (quantity) =>
      (quantity.unit === 'ft' || quantity.unit === 'm') &&
      /(?:\bto|\breach|\btarget(?: head)?|\bget|\bneed(?:ed)?|\bwant(?:ed)?)\s*(?:of|is|only)?\s*$/.test(
        quantity.before,
      ),
  );
  if (target === undefined) {
    return null;
  }
  const feet = target.unit === 'm' ? target.value / 0.3048 : target.value;
  return { value: feet, shown: withUnit(target.value, target.unit), source: FROM_QUESTION };
}

// --- Specific speed ---------------------------------------------------------------------------------------------------

function pumpTypeFor(ns: number): string {
  if (ns < 500) {
    return 'very low — a multistage, regenerative-turbine or positive-displacement pump suits better than one radial stage';
  }
  if (ns < 4000) {
    return 'radial-flow (centrifugal, e.g. end suction, split case, multistage per stage)';
  }
  if (ns < 9000) {
    return 'mixed-flow';
  }
  return 'axial-flow (propeller)';
}

export const specificSpeed: Calculator = (facts) => {
  if (!hasAny(facts, /specific speed|\bns\b|\bnq\b|\bnss\b/)) {
    return null;
  }
  const isSuction = hasAny(facts, /suction specific speed|\bnss\b/);
  const specificGravity = specificGravityOf(facts);
  const flow = flowOf(facts);
  const speed = speedsOf(facts)[0];
  if (isSuction) {
    const npshr = labelledHeadOf(facts, LABELS.npshRequired);
    if (flow === null || speed === undefined || npshr === null) {
      return missing(
        'the suction specific speed',
        ['flow', 'speed', 'NPSHr (NPSH3) at BEP'],
        'suction specific speed at 1000 gpm, 1780 rpm, NPSHr 15 ft',
      );
    }
    const nss = (speed * Math.sqrt(flow.value)) / npshr.value ** 0.75;
    return [
      `**Suction specific speed Nss ≈ ${formatNumber(nss)}** (US units)`,
      inputsLine([
        ['flow per eye', flow],
        ['speed', { value: speed, shown: withUnit(speed, 'rpm'), source: FROM_QUESTION }],
        ['NPSH3', npshr],
      ]),
      `Nss = N·√Q / NPSH3^0.75 = ${formatNumber(speed)} × √${formatNumber(flow.value)} / ${formatNumber(npshr.value)}^0.75 (Hydraulic Institute ANSI/HI 9.6.1; Q per impeller eye, at BEP). Values up to about 8,500–11,000 are the usual limit for reliable operation over a wide flow range; above that, expect suction recirculation at part load.`,
    ].join('\n\n');
  }
  const head = headOf(facts, specificGravity.value);
  if (flow === null || head === null || speed === undefined) {
    const lacking = [
      flow === null ? FIELDS.flow : null,
      head === null ? FIELDS.head : null,
      speed === undefined ? 'speed (rpm)' : null,
    ].filter((field): field is string => field !== null);
    return missing('the specific speed', lacking, 'specific speed for 1000 gpm at 150 ft and 1780 rpm');
  }
  const ns = specificSpeedUs({ speedRpm: speed, flowGpm: flow.value, headFt: head.value });
  return [
    `**Specific speed Ns ≈ ${formatNumber(Math.round(ns))}** (US units: rpm, gpm, ft) — metric nq ≈ ${formatNumber(ns / 51.65)}`,
    inputsLine([
      ['flow', flow],
      ['head', head],
      ['speed', { value: speed, shown: withUnit(speed, 'rpm'), source: FROM_QUESTION }],
    ]),
    `Ns = N·√Q / H^0.75 = ${formatNumber(speed)} × √${formatNumber(flow.value)} / ${formatNumber(head.value)}^0.75 (Hydraulic Institute; Q per impeller eye at BEP, H per stage; nq = Ns/51.65 in rpm, m³/s, m — Gülich, Centrifugal Pumps).`,
    `Pump type for this Ns: ${pumpTypeFor(ns)}. Radial pumps run about 500–4,000, mixed flow 4,000–9,000, axial above 9,000 (Karassik, Pump Handbook).`,
  ].join('\n\n');
};

// --- NPSH ---------------------------------------------------------------------------------------------------------

const NPSH_GUIDANCE =
  'ANSI/HI 9.6.1 recommends an NPSHa/NPSH3 margin ratio of about 1.1–1.3 for low suction energy general service, rising to 2.0–2.5 for high suction energy and critical services such as boiler feed; never below 1.0, and a few feet more where the liquid is near boiling or carries gas.';

export const npsh: Calculator = (facts) => {
  if (!hasAny(facts, /npsh|cavitat/)) {
    return null;
  }
  const hasNumbers = facts.quantities.length > 0;
  const asksNumber = hasAny(
    facts,
    /margin|enough|will (?:it|my pump|the pump) cavitate|risk|ratio|calculate|compute|what is my|is .* ok|sufficient/,
  );
  const fromTank = quantitiesOf(facts.quantities, 'length').some((quantity) =>
    /elevation|altitude|lift|submergence|above the pump|below the pump|friction|loss|level/.test(
      quantity.before + quantity.after,
    ),
  );
  const npsha = npshAvailableOf(facts);
  if (fromTank && npsha?.source !== FROM_QUESTION) {
    return npshAvailableFromTank(facts);
  }
  if (!hasNumbers && !(asksNumber && (npsha !== null || facts.wizard.flow !== null))) {
    return null;
  }
  if (npsha === null) {
    return missing('the NPSH margin', [FIELDS.npshAvailable], 'NPSH margin if NPSHa is 12 ft at 400 gpm');
  }
  const typedRequired = labelledHeadOf(facts, LABELS.npshRequired);
  const flow = flowOf(facts);
  const inputs: Array<readonly [string, Sourced]> = [['NPSHa', npsha]];
  const rows: string[] = [];
  if (typedRequired !== null) {
    inputs.push(['NPSHr (NPSH3)', typedRequired]);
    rows.push(marginRow(npsha.value, typedRequired.value, 'NPSHr'));
  } else {
    if (flow === null) {
      return missing(
        'the NPSH margin',
        [FIELDS.flow, "or the pump's NPSHr"],
        'NPSH margin if NPSHa is 12 ft at 400 gpm',
      );
    }
    inputs.push(['flow', flow]);
    const typedSpeed = speedsOf(facts)[0];
    const speeds =
      typedSpeed !== undefined
        ? [typedSpeed]
        : facts.wizard.frequencyHz === 50
          ? [...SPEEDS_50HZ]
          : [...SPEEDS_60HZ];
    if (typedSpeed !== undefined) {
      inputs.push([
        'speed',
        { value: typedSpeed, shown: withUnit(typedSpeed, 'rpm'), source: FROM_QUESTION },
      ]);
    }
    for (const speed of speeds) {
      const required = npshRequiredEstimateFt({
        speedRpm: speed,
        flowGpm: flow.value,
        suctionSpecificSpeed: DESIGN_NSS,
      });
      rows.push(
        marginRow(
          npsha.value,
          required,
          `at ${formatNumber(speed)} rpm, estimated NPSH3 = (N·√Q/${formatNumber(DESIGN_NSS)})^(4/3) = ${withUnit(required, 'ft')}`,
        ),
      );
    }
  }
  return [
    '**NPSH margin**',
    inputsLine(inputs),
    rows.join('\n'),
    ...(typedRequired === null
      ? [
          `NPSH3 is estimated from a suction specific speed of ${formatNumber(DESIGN_NSS)} (Nss = N·√Q/NPSH3^0.75, Hydraulic Institute ANSI/HI 9.6.1; single-suction impeller, flow at BEP) — the pump engine's design value. The selected pump's own NPSH3 curve replaces this estimate.`,
        ]
      : []),
    `Margin = NPSHa − NPSH3; ratio = NPSHa/NPSH3. ${NPSH_GUIDANCE}`,
  ].join('\n\n');
};

function marginRow(available: number, required: number, label: string): string {
  const { ratio, marginFt, risk } = cavitationRisk({ npshAvailableFt: available, npshRequiredFt: required });
  return `- ${label}: margin **${withUnit(marginFt, 'ft')}**, ratio **${ratio.toFixed(2)}** → cavitation risk **${risk}**`;
}

function npshAvailableFromTank(facts: Facts): string {
  const lengths = quantitiesOf(facts.quantities, 'length');
  const find = (pattern: RegExp) =>
    lengths.find(
      (quantity) =>
        pattern.test(quantity.before.slice(-LABEL_REACH)) ||
        pattern.test((quantity.after.split(/[,;]/)[0] ?? '').slice(0, LABEL_REACH)),
    );
  const feet = (quantity: { value: number; unit: string } | undefined) =>
    quantity === undefined ? null : quantity.unit === 'm' ? quantity.value / 0.3048 : quantity.value;
  const elevation = find(/elevation|altitude|above sea|sea level/);
  const lift = find(/\blift\b|below the pump/);
  const submergence = find(/submergence|above the pump|level|flooded|static/);
  const friction = find(/friction|loss/);
  const temperature = quantitiesOf(facts.quantities, 'temperature')[0];
  const temperatureF =
    temperature !== undefined
      ? temperature.unit === 'C'
        ? temperature.value * 1.8 + 32
        : temperature.value
      : (facts.wizard.temperatureF ?? 68);
  const staticFt = lift !== undefined ? -(feet(lift) ?? 0) : (feet(submergence) ?? 0);
  const elevationFt = feet(elevation) ?? 0;
  const frictionFt = feet(friction) ?? 0;
  const result = npshAvailableFt({
    temperatureF,
    elevationFt,
    staticSuctionFt: staticFt,
    frictionLossFt: frictionFt,
  });
  const src = (quantity: unknown, fallback: string) => (quantity !== undefined ? FROM_QUESTION : fallback);
  return [
    `**NPSH available ≈ ${withUnit(result, 'ft')}** (${withUnit(result * 0.3048, 'm')}) for water from an open tank`,
    `**Inputs:** site elevation ${formatNumber(elevationFt)} ft (${src(elevation, 'assumed sea level')}); static suction ${formatNumber(staticFt)} ft, negative for a lift (${src(lift ?? submergence, 'assumed 0')}); suction friction loss ${formatNumber(frictionFt)} ft (${src(friction, 'assumed 0')}); water at ${formatNumber(temperatureF)} °F (${temperature !== undefined ? FROM_QUESTION : facts.wizard.temperatureF !== null ? wizardSource(FIELDS.temperature) : 'assumed 68 °F'}).`,
    'NPSHa = (p_atm − p_vapour)·144/ρ + z_s − h_f, pressures psia, ρ lb/ft³ (Hydraulic Institute ANSI/HI 9.6.1 / HI Engineering Data Book); atmospheric pressure from the US Standard Atmosphere 1976 at the elevation, vapour pressure and density of water (IAPWS) at the temperature — as the pump engine computes it.',
    `Compare with the pump's NPSH3 at the rated flow: ${NPSH_GUIDANCE} Enter the result in the wizard's '${FIELDS.npshAvailable}' field.`,
  ].join('\n\n');
}

// --- % of BEP ----------------------------------------------------------------------------------------------------------

export const bepPercent: Calculator = (facts) => {
  if (!hasAny(facts, /\bbep\b|best efficiency/)) {
    return null;
  }
  const flows = quantitiesOf(facts.quantities, 'flow');
  const statedPercent = quantitiesOf(facts.quantities, 'percent').find((quantity) =>
    /^\s*of\s+(?:the\s+)?(?:bep|best efficiency)/.test(quantity.after),
  );
  if (flows.length < 2 && statedPercent !== undefined) {
    return [
      `**${formatNumber(statedPercent.value)} % of BEP** is ${zoneTextOf(statedPercent.value)}.`,
      `POR per ANSI/HI 9.6.3: 70–120 % of BEP flow for most centrifugal pumps; API 610 asks for the rated point within 80–110 % of BEP. Check the maker's allowable operating region and minimum continuous flow for the pump you select.`,
    ].join('\n\n');
  }
  if (flows.length < 2) {
    return null;
  }
  // "BEP is 450 gpm" labels by the words before; "450 gpm BEP" by the words after, tried second.
  const bepQuantity =
    flows.find((quantity) => LABELS.bep.test(quantity.before)) ??
    flows.find((quantity) => LABELS.bep.test(quantity.after.split(/[,;]| and /)[0] ?? '')) ??
    flows[1];
  const operating = flows.find((quantity) => quantity !== bepQuantity);
  if (bepQuantity === undefined || operating === undefined) {
    return null;
  }
  const toGpm = (quantity: { value: number; unit: string }) =>
    (quantity.value * (FLOW_L_PER_MIN[quantity.unit] ?? GALLON_L)) / GALLON_L;
  const percent = percentOfBep({ flowGpm: toGpm(operating), bepFlowGpm: toGpm(bepQuantity) });
  const zone = bepZone(percent);
  const zoneText = zoneTextOf(percent);
  return [
    `**Operating at ${formatNumber(percent)} % of BEP** — ${zoneText}.`,
    `**Inputs:** operating flow ${withUnit(operating.value, operating.unit)}, BEP flow ${withUnit(bepQuantity.value, bepQuantity.unit)} (your question).`,
    `% of BEP = 100·Q/Q_BEP. POR per ANSI/HI 9.6.3: 70–120 % of BEP flow for most centrifugal pumps; API 610 asks for the rated point within 80–110 % of BEP${zone.inApi610RatedWindow ? ' (this point is inside it)' : ' (this point is outside it)'}.`,
  ].join('\n\n');
};

function zoneTextOf(percent: number): string {
  const zone = bepZone(percent).zone;
  if (zone === 'preferred') {
    return 'inside the preferred operating region (POR, 70–120 % of BEP)';
  }
  return zone === 'allowable'
    ? 'outside the POR but within a typical allowable operating region (AOR, about 40–130 % of BEP; the maker defines the real AOR)'
    : 'outside the typical allowable operating region — expect recirculation, vibration, heat or cavitation';
}

// --- Viscosity correction (HI 9.6.7) --------------------------------------------------------------------------------

export const viscosity: Calculator = (facts) => {
  if (!hasAny(facts, /viscos|\bcst\b|\bcp\b|\bssu\b|9\.6\.7/)) {
    return null;
  }
  const viscosityQuantity = quantitiesOf(facts.quantities, 'viscosity')[0];
  const specificGravity = specificGravityOf(facts);
  const flow = flowOf(facts);
  const head = headOf(facts, specificGravity.value);
  if (viscosityQuantity === undefined && facts.wizard.viscosityCp === null) {
    return null;
  }
  if (flow === null || head === null) {
    return missing(
      'the HI 9.6.7 viscosity correction',
      [flow === null ? FIELDS.flow : '', head === null ? FIELDS.head : ''].filter((field) => field !== ''),
      'viscosity correction for 300 gpm at 150 ft, 3550 rpm, 100 cSt',
    );
  }
  let viscosityCst: number;
  let viscosityInput: Sourced;
  if (viscosityQuantity !== undefined) {
    viscosityCst =
      viscosityQuantity.unit === 'cP'
        ? viscosityQuantity.value / specificGravity.value
        : viscosityQuantity.unit === 'SSU'
          ? 0.22 * viscosityQuantity.value - 135 / viscosityQuantity.value
          : viscosityQuantity.value;
    viscosityInput = {
      value: viscosityCst,
      shown: withUnit(viscosityQuantity.value, viscosityQuantity.unit),
      source: FROM_QUESTION,
    };
  } else {
    const cp = facts.wizard.viscosityCp ?? 1;
    viscosityCst = cp / specificGravity.value;
    viscosityInput = {
      value: viscosityCst,
      shown: withUnit(cp, 'cP'),
      source: wizardSource(FIELDS.viscosity),
    };
  }
  const typedSpeed = speedsOf(facts)[0];
  const speed: Sourced =
    typedSpeed !== undefined
      ? { value: typedSpeed, shown: withUnit(typedSpeed, 'rpm'), source: FROM_QUESTION }
      : { value: 1780, shown: '1,780 rpm', source: 'assumed: 4-pole, usual for viscous service' };
  const factors = viscosityCorrection({
    flowGpm: flow.value,
    headFt: head.value,
    speedRpm: speed.value,
    viscosityCst,
  });
  const inputs = inputsLine([
    ['flow', flow],
    ['head', head],
    ['speed', speed],
    ['viscosity', viscosityInput],
    ['specific gravity', specificGravity],
  ]);
  const formula =
    'ANSI/HI 9.6.7-2010: B = 26.6·ν^0.5·H^0.0625/(Q^0.375·N^0.25) (water BEP, Q gpm, H ft per stage, ν cSt); C_Q = 2.71^(−0.165·(log B)^3.15), C_H = C_Q at BEP, C_η = B^(−0.0547·B^0.69); no correction for B ≤ 1, and above B ≈ 40 a positive-displacement pump is the better choice.';
  if (factors.B <= 1) {
    return [`**No viscosity correction needed:** B = ${factors.B.toFixed(2)} ≤ 1.`, inputs, formula].join(
      '\n\n',
    );
  }
  return [
    `**HI 9.6.7 viscosity correction:** B = ${factors.B.toFixed(2)} → C_Q = **${factors.CQ.toFixed(3)}**, C_H = **${factors.CH.toFixed(3)}**, C_η = **${factors.Ceta.toFixed(3)}**`,
    inputs,
    `On the viscous liquid the pump gives about ${formatNumber(factors.CQ * 100)} % of its water flow and ${formatNumber(factors.CH * 100)} % of its water head at BEP, at ${formatNumber(factors.Ceta * 100)} % of its water efficiency; to size, divide the duty by C_Q and C_H to get the equivalent water duty (${withUnit(flow.value / factors.CQ, 'gpm')} at ${withUnit(head.value / factors.CH, 'ft')}), and power rises by 1/C_η.`,
    formula,
  ].join('\n\n');
};

// --- Energy and its cost per year ---------------------------------------------------------------------------------

export const energyCost: Calculator = (facts) => {
  if (
    !hasAny(
      facts,
      /\bcost|kwh|energy|electricity|power bill|per year|a year|annual|operating cost|running cost/,
    )
  ) {
    return null;
  }
  if (hasAny(facts, /life.?cycle|\blcc\b|total cost of ownership|\btco\b/) && facts.quantities.length === 0) {
    return null;
  }
  const power = powerHpOf(facts);
  const specificGravity = specificGravityOf(facts);
  const flow = flowOf(facts);
  const head = headOf(facts, specificGravity.value);
  if (power === null && (flow === null || head === null)) {
    if (facts.quantities.length === 0 && facts.wizard.flow === null) {
      return null;
    }
    return missing(
      'the energy per year',
      [FIELDS.flow, FIELDS.head],
      'power cost per year for 500 gpm at 120 ft at $0.12/kWh',
    );
  }
  const inputs: Array<readonly [string, Sourced]> = [];
  const steps: string[] = [];
  let shaftHp: number;
  const isElectricalInput = hasAny(
    facts,
    /motor input|input power|power input|\binput\b|electrical|electric power|power draw|\bdraws?\b|consum|from the grid|wire/,
  );
  if (power !== null && isElectricalInput) {
    shaftHp = Number.NaN;
    inputs.push(['electrical input', power]);
  } else if (power !== null) {
    shaftHp = power.value;
    inputs.push(['shaft power', power]);
  } else if (flow !== null && head !== null) {
    const typedEfficiency = efficiencyIn(facts.text);
    const estimate = typedEfficiency === null ? estimateEfficiency(facts, flow.value, head.value) : null;
    const efficiency = typedEfficiency ?? estimate?.efficiency ?? 0.7;
    shaftHp = brakeHorsepower({
      flowGpm: flow.value,
      headFt: head.value,
      specificGravity: specificGravity.value,
      efficiency,
    });
    inputs.push(['flow', flow], ['head', head], ['specific gravity', specificGravity]);
    inputs.push([
      'pump efficiency',
      {
        value: efficiency,
        shown: `${formatNumber(efficiency * 100)} %`,
        source:
          typedEfficiency !== null
            ? FROM_QUESTION
            : 'estimated: DOE PSAT achievable efficiency (HI chart fits)',
      },
    ]);
    steps.push(`BHP = Q·H·SG/(3960·η) = ${withUnit(shaftHp, 'hp')} (${HI_POWER}).`);
  } else {
    return null;
  }
  let inputKw: number;
  if (power !== null && isElectricalInput) {
    // Already what the meter sees: no motor efficiency to apply.
    inputKw = power.value * KW_PER_HP;
  } else {
    const rating = nemaMotorRatingHp(shaftHp) ?? 500;
    const motorEfficiency = nemaPremiumEfficiency({ ratedHp: rating, poles: 4 }) ?? 0.95;
    inputKw = (shaftHp * KW_PER_HP) / motorEfficiency;
    steps.push(
      `Motor input = BHP × 0.7457 / η_motor = ${formatNumber(shaftHp)} × 0.7457 / ${motorEfficiency.toFixed(3)} = ${withUnit(inputKw, 'kW')} (η_motor: NEMA Premium, ${formatNumber(rating)} hp 4-pole, NEMA MG 1 Table 12-12).`,
    );
  }
  const { hoursPerYear, hoursInput } = hoursOf(facts);
  inputs.push(['operation', hoursInput]);
  const kwh = annualEnergyKwh({ inputKw, hoursPerDay: hoursPerYear / 365, daysPerYear: 365 });
  steps.push(
    `Energy = P_in × hours = ${formatNumber(inputKw)} kW × ${formatNumber(hoursPerYear)} h = **${withUnit(Math.round(kwh), 'kWh/year')}** (HI/Europump, Pump Life Cycle Costs, energy term C_e).`,
  );
  const rate = rateOf(facts);
  if (rate !== null) {
    inputs.push(['electricity rate', rate]);
    steps.push(
      `Cost = ${formatNumber(Math.round(kwh))} kWh × ${rateText(rate.value)}/kWh = **${formatUsd(kwh * rate.value)} per year**.`,
    );
  }
  return [
    '**Energy use and cost per year**',
    inputsLine(inputs),
    steps.map((step) => `- ${step}`).join('\n'),
    rate === null
      ? `For the cost I need the electricity rate: enter it in the wizard's '${FIELDS.electricityRate}' field ($/kWh) or add it to the question, e.g. "at $0.12/kWh".`
      : "Energy is usually the largest part of a pump's life-cycle cost; a pump sized close to its BEP, or speed control on a variable-flow system, pays back quickly.",
  ].join('\n\n');
};

function hoursOf(facts: Facts): { hoursPerYear: number; hoursInput: Sourced } {
  const perYear = quantitiesOf(facts.quantities, 'hoursPerYear')[0];
  if (perYear !== undefined) {
    return {
      hoursPerYear: perYear.value,
      hoursInput: { value: perYear.value, shown: withUnit(perYear.value, 'h/year'), source: FROM_QUESTION },
    };
  }
  const perDay = quantitiesOf(facts.quantities, 'hoursPerDay')[0]?.value;
  const days = quantitiesOf(facts.quantities, 'daysPerYear')[0]?.value;
  const hoursPerDay = perDay ?? facts.wizard.hoursPerDay;
  const daysPerYear = days ?? facts.wizard.daysPerYear;
  const hours = (hoursPerDay ?? 24) * (daysPerYear ?? 365);
  const source =
    perDay !== undefined || days !== undefined
      ? FROM_QUESTION
      : facts.wizard.hoursPerDay !== null || facts.wizard.daysPerYear !== null
        ? `the wizard's '${FIELDS.hoursPerDay}' / '${FIELDS.daysPerYear}' fields`
        : `assumed continuous duty, the engine's default; set '${FIELDS.hoursPerDay}' in the wizard`;
  return {
    hoursPerYear: hours,
    hoursInput: {
      value: hours,
      shown: `${formatNumber(hoursPerDay ?? 24)} h/day × ${formatNumber(daysPerYear ?? 365)} days/year`,
      source,
    },
  };
}

/** $0.10, $0.125: cents always shown, fractions of a cent kept. */
function rateText(rate: number): string {
  return `$${rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
}

function rateOf(facts: Facts): Sourced | null {
  const typed = quantitiesOf(facts.quantities, 'energyRate')[0];
  if (typed !== undefined) {
    const value = typed.unit === 'c/kWh' ? typed.value / 100 : typed.value;
    return { value, shown: `${rateText(value)}/kWh`, source: FROM_QUESTION };
  }
  const wizard = facts.wizard.electricityRate;
  return wizard === null
    ? null
    : { value: wizard, shown: `${rateText(wizard)}/kWh`, source: wizardSource(FIELDS.electricityRate) };
}

// --- Motor synchronous speed ---------------------------------------------------------------------------------------

export const motorSpeed: Calculator = (facts) => {
  if (!hasAny(facts, /\bpoles?\b|synchronous/)) {
    return null;
  }
  const hz = quantitiesOf(facts.quantities, 'frequency')[0]?.value ?? facts.wizard.frequencyHz ?? 60;
  const poles = Number(/(\d+)\s*-?\s*poles?/i.exec(facts.text)?.[1]);
  const poleCounts = Number.isFinite(poles) && poles >= 2 ? [poles] : [2, 4, 6, 8];
  const rows = poleCounts.map(
    (count) =>
      `- ${count}-pole: **${withUnit(synchronousSpeedRpm({ frequencyHz: hz, poles: count }), 'rpm')}** synchronous (about ${formatNumber(synchronousSpeedRpm({ frequencyHz: hz, poles: count }) * 0.985)} rpm at full load)`,
  );
  return [
    `**Motor speed at ${hz} Hz**`,
    rows.join('\n'),
    'N_sync = 120·f/p (IEC 60034-1 / NEMA MG 1); induction motors run 1–3 % below it (slip), e.g. 3,560 and 1,780 rpm at 60 Hz, 2,900 and 1,450 rpm at 50 Hz.',
  ].join('\n\n');
};

/** In the order they are tried: the first that recognises the question answers it. */
export const CALCULATORS: readonly Calculator[] = [
  motorSpeed,
  unitConversion,
  specificSpeed,
  bepPercent,
  npsh,
  viscosity,
  affinity,
  energyCost,
  motorSizing,
];

const CONCEPTUAL =
  /^\s*(?:what is|what's|what are|what does|explain|why|how does|how do .+ work|define|meaning|difference|tell me about|when should|should i)\b/;
// "What motor do I need?" asks for a number; "do I need an inverter-duty motor?" does not.
const ASKS_FOR_NUMBER =
  /\bmy\b|\bour\b|\bthis\b|calculat|comput|estimat|how much|how many|what size|which size|(?:what|which|how big|how large)\b.{0,30}\bdo i need|what motor|size (?:the|a|my) motor/;

/** "What is specific speed?" is a knowledge question even though a calculator knows the words. */
function isConceptual(facts: Facts): boolean {
  return facts.quantities.length === 0 && CONCEPTUAL.test(facts.lower) && !ASKS_FOR_NUMBER.test(facts.lower);
}

/** The calculation's answer, or null when the question is not a calculation. */
export function calculate(facts: Facts): string | null {
  if (isConceptual(facts)) {
    return null;
  }
  const asksForNumber = facts.quantities.length > 0 || ASKS_FOR_NUMBER.test(facts.lower);
  for (const calculator of CALCULATORS) {
    const answer = calculator(facts);
    if (answer !== null && (asksForNumber || !answer.startsWith(MISSING_INPUT_PREFIX))) {
      return answer;
    }
  }
  return null;
}
