import { isLaunchQuarterPast, isoDateOf, type PartTypeConfig } from '@specsource/contracts';

/**
 * 'Estimated launch: Q2 2027', or 'Launch date to be announced' when none is promised — or when the quarter
 * promised has passed without a launch (an old date is worse than none).
 */
export function launchText(comingSoon: PartTypeConfig['comingSoon'], today: Date): string {
  const launch = comingSoon.estimatedLaunch;
  return launch === null || isLaunchQuarterPast(launch, isoDateOf(today))
    ? 'Launch date to be announced'
    : `Estimated launch: ${launch}`;
}
