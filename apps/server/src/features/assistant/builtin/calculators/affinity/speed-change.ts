import type { Facts } from '../../facts.ts';
import { formatNumber } from '../../format.ts';
import { hasAny } from '../calculator.ts';
import type { AffinityRatio } from './scaled-duty.ts';

/** N₂/N₁ from the speeds in the question, or from a percentage ("reduce the speed by 10 %") when it gives one. */
export function speedChange(
  facts: Facts,
  speeds: readonly number[],
  speedPercent: RegExpExecArray | null,
): AffinityRatio {
  // The change is the last speed and the one before it that differs ("at 3550 rpm … from 3550 to 2900 rpm").
  const toSpeed = speeds[speeds.length - 1] ?? 1;
  const fromSpeed = [...speeds].reverse().find((speed) => speed !== toSpeed) ?? toSpeed;
  const [fromRpm, toRpm] =
    speeds.length >= 2
      ? [fromSpeed, toSpeed]
      : [100, 100 + (hasAny(facts, /increase|raise|speed up/) ? 1 : -1) * Number(speedPercent?.[1])];
  const ratio = toRpm / fromRpm;
  const ratioText =
    speeds.length >= 2
      ? `N₂/N₁ = ${formatNumber(toRpm)}/${formatNumber(fromRpm)} rpm = ${ratio.toFixed(4)}`
      : `N₂/N₁ = ${ratio.toFixed(3)}`;
  const law =
    'Affinity laws for speed: Q₂ = Q₁·(N₂/N₁), H₂ = H₁·(N₂/N₁)², P₂ = P₁·(N₂/N₁)³ (Hydraulic Institute; exact for the same pump, same impeller, on a friction-only system the operating point moves along a system curve through the origin)';
  return { ratio, ratioText, law };
}
