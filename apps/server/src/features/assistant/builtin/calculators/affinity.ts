import { affinityByDiameter, affinityBySpeed } from '@specsource/pump-engine';
import {
  diametersInOf,
  type Facts,
  FROM_QUESTION,
  flowOf,
  headOf,
  inputsLine,
  powerHpOf,
  type Sourced,
  specificGravityOf,
  speedsOf,
} from '../facts.ts';
import { formatNumber, withUnit } from '../format.ts';
import { quantitiesOf } from '../quantities.ts';
import { FIELDS } from '../wizard-values.ts';
import { type Calculator, hasAny, missing } from './calculator.ts';

// The affinity laws: a speed change, an impeller trim (by diameters or a percentage), or the diameter that gives a
// wanted head.

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
