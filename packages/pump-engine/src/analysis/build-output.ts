import { bepZone, percentOfBep } from '../formulas/bep.ts';
import { annualEnergyKwh, motorInputKw, thermalLossBtuH } from '../formulas/energy.ts';
import {
  api610DriverMarginFactor,
  nemaFrame,
  nemaMotorRatingHp,
  nemaPremiumEfficiency,
  synchronousSpeedRpm,
} from '../formulas/motor.ts';
import type { CavitationRisk } from '../formulas/npsh.ts';
import { cavitationRisk } from '../formulas/npsh.ts';
import { selectSch40Pipe } from '../formulas/pipe.ts';
import { waterHorsepower } from '../formulas/power.ts';
import {
  combineDb,
  motorSoundPressureDb,
  pumpSoundPressureDb,
  soundPowerFromPressureDb,
} from '../formulas/sound.ts';
import { temperatureRiseF } from '../formulas/temperature-rise.ts';
import { api610VibrationLimitMmS } from '../formulas/vibration.ts';
import type { Issue } from '../issues.ts';
import { issueWarning } from '../issues.ts';
import { hpToKw } from '../units/power.ts';
import { costBreakdown, equipmentCostUsd } from './costs.ts';
import type { DescriptionFacts } from './descriptions.ts';
import {
  frequentMaintenanceDescription,
  majorMaintenanceDescription,
  redundancyDescription,
  replacementDescription,
  singlePumpDescription,
} from './descriptions.ts';
import type { NormalisedDuty } from './duty.ts';
import { electricityRate } from './electricity-rates.ts';
import { materialClass } from './materials.ts';
import {
  barePumpWeightLb,
  baseplateWeightLb,
  envelopeIn,
  leadTimeWeeks,
  lifetimeYears,
  motorSize,
} from './physical.ts';
import type { PumpDesign } from './pump-design.ts';
import { efficiencyRuleCheck } from './regulatory.ts';
import type { StructuredOutput } from './structured-output.ts';
import { withoutNonFinite } from './without-non-finite.ts';

// Line velocity limits, ft/s — project policy [J] inside the reference's published ranges (§1 Suction/Discharge: suction
// 2–8 with Goulds 4–7, discharge 5–10, ≤ 12). Suction 6 ft/s (a 5 ft/s cap pushed 500 gpm to NPS 8 at 3.2 ft/s, an
// oversized, costlier line); discharge 10 ft/s. Preferred sizes only: NPS 2½ and 5 are skipped (API 610 list, PV45).
export const SUCTION_VELOCITY_FT_S = 6;
export const DISCHARGE_VELOCITY_FT_S = 10;

const r = (value: number, digits = 2): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

function bepWarning(percent: number): string {
  const { zone, inApi610RatedWindow } = bepZone(percent);
  const p = r(percent, 1);
  if (zone === 'preferred') {
    return inApi610RatedWindow
      ? `None: ${p} % of BEP flow, inside the preferred operating region (70–120 %, ANSI/HI 9.6.3) and API 610's 80–110 % rated window.`
      : `Caution: ${p} % of BEP flow is inside the POR (70–120 %) but outside API 610's 80–110 % rated window.`;
  }
  return percent < 70
    ? `Warning: ${p} % of BEP flow is below the POR (70 %): expect recirculation, radial load and heating; choose a smaller pump or trim.`
    : `Warning: ${p} % of BEP flow is above the POR (120 %): NPSH3 and power rise, cavitation and motor overload are likely.`;
}

/** Builds every structured_output field from a duty and a hydraulic design (analyze and analyzeWithPump share it). */
export function buildOutput(
  duty: NormalisedDuty,
  design: PumpDesign,
  issues: Issue[],
  assumptions: string[],
): StructuredOutput {
  const { fluid } = duty;
  const sg = fluid.specificGravity;
  const percent = percentOfBep({ flowGpm: duty.flowGpm, bepFlowGpm: design.bepFlowGpm });
  const zone = bepZone(percent);
  if (zone.zone !== 'preferred') {
    issues.push(issueWarning('off_bep', ['flowRate'], bepWarning(percent)));
  }

  // Motor sizing policy (ADR): next NEMA rating ≥ operating BHP × API 610 margin.
  const margin = api610DriverMarginFactor(hpToKw(design.brakeHp));
  const ratedHp = nemaMotorRatingHp(design.brakeHp * margin);
  if (ratedHp === null) {
    issues.push(
      issueWarning('no_standard_size', ['head'], 'The driver exceeds 500 hp: an engineered motor is needed.'),
    );
  }
  if (ratedHp !== null && design.endOfCurveHp !== null && design.endOfCurveHp > ratedHp) {
    issues.push(
      issueWarning(
        'motor_overload_at_runout',
        ['head'],
        `At the end of its curve the pump absorbs ${r(design.endOfCurveHp, 1)} hp, above the ${ratedHp} hp motor; limit run-out or choose a non-overloading motor.`,
      ),
    );
  }
  const motorEfficiency = ratedHp === null ? null : nemaPremiumEfficiency({ ratedHp, poles: design.poles });
  const effectiveMotorEfficiency = motorEfficiency ?? 0.96;
  const syncRpm = synchronousSpeedRpm({ frequencyHz: duty.frequencyHz, poles: design.poles });
  const frame = ratedHp === null ? null : nemaFrame({ ratedHp, synchronousRpm: syncRpm });

  const whp = waterHorsepower({ flowGpm: duty.flowGpm, headFt: duty.headFt, specificGravity: sg });
  const inputKw = motorInputKw({ brakeHp: design.brakeHp, motorEfficiency: effectiveMotorEfficiency });
  const energyKwh = annualEnergyKwh({
    inputKw,
    hoursPerDay: duty.hoursPerDay,
    daysPerYear: duty.daysPerYear,
  });

  let npshAvailableFt = duty.npshAvailableFt;
  let risk: CavitationRisk | null = null;
  if (npshAvailableFt !== null) {
    const result = cavitationRisk({ npshAvailableFt, npshRequiredFt: design.npshRequiredFt });
    risk = result.risk;
    if (risk !== 'Low') {
      issues.push(
        issueWarning(
          'cavitation_risk',
          ['npshAvailable'],
          `NPSHa ${r(npshAvailableFt, 1)} ft vs NPSH3 ${r(design.npshRequiredFt, 1)} ft (ratio ${r(result.ratio)}, margin ${r(result.marginFt, 1)} ft): ${risk.toLowerCase()} cavitation risk (ANSI/HI 9.6.1 margins).`,
        ),
      );
    }
  } else {
    npshAvailableFt = null;
    issues.push(
      issueWarning(
        'npsh_unknown',
        ['npshAvailable'],
        'NPSHa not given (nor the suction conditions): cavitation risk not assessed.',
      ),
    );
  }

  const suction = selectSch40Pipe({
    flowGpm: duty.flowGpm,
    maxVelocityFtS: SUCTION_VELOCITY_FT_S,
    preferredOnly: true,
  });
  const discharge = selectSch40Pipe({
    flowGpm: duty.flowGpm,
    maxVelocityFtS: DISCHARGE_VELOCITY_FT_S,
    preferredOnly: true,
  });
  if (suction === null || discharge === null) {
    issues.push(
      issueWarning(
        'no_standard_size',
        ['flowRate'],
        'Flow exceeds NPS 24 at the velocity limits: use parallel lines.',
      ),
    );
  }
  const pipeText = (pipe: ReturnType<typeof selectSch40Pipe>, nozzleIn: number | undefined): string | null =>
    pipe === null
      ? null
      : `NPS ${pipe.nps} Sch 40 (ID ${pipe.insideDiameterIn} in, ${r(pipe.velocityFtS, 1)} ft/s)${nozzleIn === undefined ? '' : `; pump nozzle ${nozzleIn} in`}`;

  const motor = motorSize(frame, ratedHp ?? 600);
  const envelope = envelopeIn(design, motor);
  const barePump = barePumpWeightLb(design);
  const weight = barePump + motor.weightLb;
  const totalWeight = weight + baseplateWeightLb(design, weight);

  const shaftKw = hpToKw(design.brakeHp);
  const partLoadDb = zone.zone === 'preferred' ? 0 : 3;
  const soundPressure =
    combineDb([
      pumpSoundPressureDb({ powerKw: shaftKw, speedRpm: design.speedRpm }),
      motorSoundPressureDb({ powerKw: shaftKw, speedRpm: design.speedRpm }),
    ]) + partLoadDb;

  const material = materialClass(fluid);
  const rate = electricityRate({ ratePerKwh: duty.electricityRatePerKwh, zipCode: duty.zipCode });
  assumptions.push(rate.basis);
  const years = duty.lifetimeYears ?? lifetimeYears(design, ratedHp ?? 600);
  if (duty.lifetimeYears === null) {
    assumptions.push(
      `Lifetime not given: ${years} years assumed (API 610 20-year basis; 15 for small commercial sets).`,
    );
  }
  const costs = costBreakdown({
    equipmentUsd: equipmentCostUsd({
      design,
      flowGpm: duty.flowGpm,
      headFt: duty.headFt,
      ratedHp: ratedHp ?? 600,
      materialFactor: material.materialFactor,
    }),
    annualEnergyKwh: energyKwh,
    ratePerKwh: rate.ratePerKwh,
    isCleanService: fluid.service === 'water' || fluid.service === 'glycol',
    years,
    discountRate: duty.discountRate,
    energyEscalation: duty.energyEscalation,
  });

  const facts: DescriptionFacts = {
    design,
    fluid,
    flowGpm: duty.flowGpm,
    headFt: duty.headFt,
    ratedHp,
    frame,
    suctionNps: suction?.nps ?? null,
    dischargeNps: discharge?.nps ?? null,
    hoursPerYear: duty.hoursPerDay * duty.daysPerYear,
    percentOfBep: percent,
    efficiencyRule: efficiencyRuleCheck({
      design,
      fluid,
      frequencyHz: duty.frequencyHz,
      shaftHp: design.brakeHp,
    }),
  };
  const suctionIdFt = suction === null ? null : suction.insideDiameterIn / 12;

  return withoutNonFinite(issues, {
    Pump_Type: design.pumpType,
    Best_Efficiency_Point_BEP: r(design.efficiencyAtBep * 100, 1),
    Brake_Horsepower_hp: r(design.brakeHp),
    Motor_Power_Consumption_hp: r(design.brakeHp / effectiveMotorEfficiency),
    Motor_Power_Rating_hp: ratedHp,
    RPM: design.speedRpm,
    Impeller_Diameter_BEP_in: r(design.impellerDiameterIn),
    Fluid_Temperature_Rise_F: r(
      temperatureRiseF({
        headFt: duty.headFt,
        efficiency: design.efficiencyAtDuty,
        specificHeat: fluid.specificHeat,
      }),
      3,
    ),
    Cavitation_Risk: risk,
    BEP_Warning: bepWarning(percent),
    Suction_Size_str: pipeText(suction, design.nozzles?.suctionIn),
    Discharge_Size_str: pipeText(discharge, design.nozzles?.dischargeIn),
    // HI 9.6.6 guidance: 5–10 suction-line diameters of straight pipe (ID basis).
    Required_Straight_Pipe_min_ft: suctionIdFt === null ? null : r(5 * suctionIdFt),
    Required_Straight_Pipe_max_ft: suctionIdFt === null ? null : r(10 * suctionIdFt),
    Envelope_Length_in: r(envelope.lengthIn, 1),
    Envelope_Width_in: r(envelope.widthIn, 1),
    Envelope_Height_in: r(envelope.heightIn, 1),
    Estimated_Weight_lbs: Math.round(totalWeight),
    Motor_Frame: frame,
    Single_Pump_description: singlePumpDescription(facts),
    Redundancy_description: redundancyDescription(facts),
    Replacement_description: replacementDescription(facts, npshAvailableFt),
    Estimated_Lifetime: years,
    Hours_of_Operation: duty.hoursPerDay,
    Days_of_Operation: duty.daysPerYear,
    Sound_Power_Level_dB: r(soundPowerFromPressureDb({ pressureDb: soundPressure, radiusM: 1 }), 1),
    Sound_Pressure_Level_dB: r(soundPressure, 1),
    Vibration_Velocity_mm_per_s: api610VibrationLimitMmS({
      isVertical: design.isVertical,
      isInPor: zone.zone === 'preferred',
    }),
    Pump_Orientation: design.isVertical ? 'Vertical' : 'Horizontal',
    Frequent_Maintenance_description: frequentMaintenanceDescription(facts),
    Major_Maintenance_description: majorMaintenanceDescription(facts),
    Material_Class_description:
      design.materialsText === null
        ? material.text
        : `${material.text} Catalogue pump: ${design.materialsText}.`,
    Burn_in_period: `Factory performance test per HI 14.6 / ISO 9906${design.family === 'api-overhung' || design.family === 'horizontal-multistage' ? ' and API 610 mechanical run test (≥ 4 h after bearing temperatures stabilise)' : ''}; on site watch seal leakage, bearing temperature and vibration for the first 72 h; infant-mortality window about 6 weeks (≈ ${Math.round(6 * 7 * duty.hoursPerDay)} running hours).`,
    Power_Usage_Per_Year_kWh: Math.round(energyKwh),
    Lifetime_Energy_Cost_with_rate: r(costs.lifetimeEnergyUsd),
    Thermal_Loss_BTU_h: Math.round(thermalLossBtuH({ inputKw, hydraulicKw: hpToKw(whp) })),
    Estimated_Lead_Time_weeks: design.leadTimeWeeks ?? leadTimeWeeks(design, fluid, ratedHp ?? 600),
    Single_Pump_CapEx: r(costs.capexUsd),
    Single_Pump_OpEx: r(costs.annualOpexUsd),
    Total_Cost_Ownership_with_maintenance: r(costs.lifeCycleUsd),
    Flow_gpm: r(duty.flowGpm),
    Head_ft: r(duty.headFt),
    Specific_Gravity: r(sg, 4),
    Specific_Speed_US: Math.round(design.specificSpeedUs),
    Pump_Efficiency_pct: r(design.efficiencyAtDuty * 100, 1),
    Percent_of_BEP_Flow: r(percent, 1),
    Hydraulic_Power_hp: r(whp),
    Motor_Efficiency_pct: motorEfficiency === null ? null : r(motorEfficiency * 100, 1),
    NPSH_Required_ft: r(design.npshRequiredFt),
    NPSH_Available_ft: npshAvailableFt === null ? null : r(npshAvailableFt),
    Electricity_Rate_per_kWh: r(rate.ratePerKwh, 4),
  });
}
