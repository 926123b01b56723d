import { diametersInOf, specificGravityOf, speedsOf } from '../facts.ts';
import { impellerTrim } from './affinity/impeller-trim.ts';
import { scaledDutyAnswer } from './affinity/scaled-duty.ts';
import { speedChange } from './affinity/speed-change.ts';
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
  const change = isSpeedChange
    ? speedChange(facts, speeds, speedPercent)
    : impellerTrim(
        facts,
        diameters,
        isTrimByPercent ? Number(trimPercent?.[1]) : null,
        specificGravity.value,
      );
  if (change === null || typeof change === 'string') {
    return change;
  }
  return scaledDutyAnswer(facts, change, isSpeedChange, specificGravity.value);
};
