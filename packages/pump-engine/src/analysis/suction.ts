import { atmosphericPressurePsia } from '../formulas/atmosphere.ts';
import { npshAvailableFromPressuresFt } from '../formulas/npsh.ts';
import { WATER_60F_DENSITY_LB_FT3 } from '../units/head.ts';
import type { NormalisedDuty } from './duty-types.ts';

type SuctionFacts = Pick<
  NormalisedDuty,
  'npshAvailableFt' | 'suctionStaticHeadFt' | 'siteElevationFt' | 'fluid' | 'suctionFrictionLossFt'
>;

/**
 * NPSHa, ft: the given value, else open-tank NPSHa from the suction conditions (HI EDB Eq. 1.D.6), else — with
 * `assumeCentreline` — an open tank at the site elevation with the liquid at the pump centreline; null otherwise.
 */
export function dutyNpshAvailableFt(duty: SuctionFacts, assumeCentreline: boolean): number | null {
  if (duty.npshAvailableFt !== null) {
    return duty.npshAvailableFt;
  }
  if (duty.suctionStaticHeadFt === undefined && !assumeCentreline) {
    return null;
  }
  return npshAvailableFromPressuresFt({
    surfacePressurePsia: atmosphericPressurePsia(duty.siteElevationFt),
    vaporPressurePsia: duty.fluid.vaporPressurePsia ?? 0,
    densityLbFt3: duty.fluid.specificGravity * WATER_60F_DENSITY_LB_FT3,
    staticSuctionFt: duty.suctionStaticHeadFt ?? 0,
    frictionLossFt: duty.suctionFrictionLossFt,
  });
}

/**
 * On a suction lift the liquid surface is at or below the pump, so NPSHa is at most the open-tank value with the
 * surface at the centreline (HI EDB Eq. 1.D.6 with z_s ≤ 0): the largest NPSHa any lift can give, ft. A pump whose
 * NPSH3 with margin exceeds it cannot work on a lift at this site whatever the lift.
 */
export function liftNpshCeilingFt(duty: SuctionFacts): number {
  return dutyNpshAvailableFt({ ...duty, npshAvailableFt: null, suctionStaticHeadFt: 0 }, true) ?? 0;
}
