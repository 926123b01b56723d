import { affinityByDiameter, affinityBySpeed } from '@specsource/pump-engine';
import { type Facts, flowOf, headOf, inputsLine, powerHpOf, type Sourced } from '../../facts.ts';
import { formatNumber, withUnit } from '../../format.ts';
import { FIELDS } from '../../wizard-values.ts';

/** N₂/N₁ or D₂/D₁, how it was worked out, and the affinity law it is applied by, with the law's source. */
export interface AffinityRatio {
  readonly ratio: number;
  readonly ratioText: string;
  readonly law: string;
}

/** The present flow, head and power scaled by the ratio: absolute when the question or wizard gives them, else as %. */
export function scaledDutyAnswer(
  facts: Facts,
  { ratio, ratioText, law }: AffinityRatio,
  isSpeedChange: boolean,
  specificGravity: number,
): string {
  const flow = flowOf(facts);
  const head = headOf(facts, specificGravity);
  const power = powerHpOf(facts);
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
}
