import { bepZone, percentOfBep } from '../formulas/bep.ts';
import { LIFE_CYCLE_HORIZON_YEARS } from '../formulas/economics.ts';
import { annualEnergyKwh, motorInputKw, thermalLossBtuH } from '../formulas/energy.ts';
import { nemaFrame, nemaPremiumEfficiency, synchronousSpeedRpm } from '../formulas/motor.ts';
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
import { roundSignificant as sig } from '../units/significant.ts';
import { costBreakdown, equipmentCostUsd } from './costs.ts';
import type { DescriptionFacts } from './descriptions.ts';
import { descriptions } from './descriptions.ts';
import type { NormalisedDuty } from './duty.ts';
import { ARRANGEMENTS } from './duty-constraints.ts';
import { electricityRate } from './electricity-rates.ts';
import { fluidMaterialRule, materialClassText, meetsMaterialClass } from './material-compatibility.ts';
import { materialClass } from './materials.ts';
import {
  motorSizingPractice,
  motorSizingText,
  nemaServiceFactor,
  SINGLE_PHASE_MAX_HP,
  sizeMotor,
} from './motor-sizing.ts';
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

const nullableSig = (value: number | null): number | null => (value === null ? null : sig(value));

/** The requested minimum class against the fluid's rule (material-compatibility.ts), or nothing when none was asked. */
function requestedMaterialsText(duty: NormalisedDuty): string {
  const requested = duty.constraints.materials;
  if (requested === null) {
    return '';
  }
  const rule = fluidMaterialRule(duty.fluid.service, duty.fluid.temperatureF);
  const suits = rule.allowed.some((offered) => meetsMaterialClass(offered, requested));
  return suits
    ? ` Requested at least ${materialClassText(requested)}: ${rule.rule}.`
    : ` Requested at least ${materialClassText(requested)}, but ${rule.rule}: no pump of that class or better suits this fluid.`;
}

function bepWarning(percent: number): string {
  const { zone, inApi610RatedWindow } = bepZone(percent);
  const p = sig(percent);
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

  // Motor sizing by the service's practice (docs/decisions/0003-motor-sizing.md).
  const sizing = sizeMotor({
    brakeHp: design.brakeHp,
    endOfCurveHp: design.endOfCurveHp,
    runAloneHp: design.runAlone?.brakeHp ?? null,
    practice: motorSizingPractice(fluid.service),
  });
  const ratedHp = sizing.ratedHp;
  if (ratedHp === null) {
    issues.push(
      issueWarning('no_standard_size', ['head'], 'The driver exceeds 500 hp: an engineered motor is needed.'),
    );
  }
  const runOutAllowanceHp =
    ratedHp === null ? 0 : ratedHp * (sizing.practice === 'api-610' ? 1 : nemaServiceFactor(ratedHp));
  if (
    ratedHp !== null &&
    design.endOfCurveHp !== null &&
    design.endOfCurveHp > runOutAllowanceHp * (1 + 1e-9)
  ) {
    issues.push(
      issueWarning(
        'motor_overload_at_runout',
        ['head'],
        `At the end of its curve the pump absorbs ${sig(design.endOfCurveHp)} hp, above the ${ratedHp} hp motor; limit run-out or choose a non-overloading motor.`,
      ),
    );
  }
  if (duty.constraints.phase === 1 && ratedHp !== null && ratedHp > SINGLE_PHASE_MAX_HP) {
    issues.push(
      issueWarning(
        'constraint_not_met',
        ['supply'],
        `The duty needs a ${ratedHp} hp motor, but single-phase motors are made only up to ${SINGLE_PHASE_MAX_HP} hp (NEC Table 430.248): a three-phase supply is needed.`,
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
          `NPSHa ${sig(npshAvailableFt)} ft vs NPSH3 ${sig(design.npshRequiredFt)} ft (ratio ${sig(result.ratio)}, margin ${sig(result.marginFt)} ft): ${risk.toLowerCase()} cavitation risk (ANSI/HI 9.6.1 margins).`,
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
      : `NPS ${pipe.nps} Sch 40 (ID ${pipe.insideDiameterIn} in, ${sig(pipe.velocityFtS)} ft/s)${nozzleIn === undefined ? '' : `; pump nozzle ${nozzleIn} in`}`;

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
  const designLife = lifetimeYears(design, ratedHp ?? 600);
  // One horizon and one discount rate for every pump of a search, so their costs compare.
  const horizon = duty.lifetimeYears ?? LIFE_CYCLE_HORIZON_YEARS;
  if (duty.lifetimeYears === null) {
    assumptions.push(
      `Life-cycle horizon not given: ${horizon} years for every pump compared (API 610 design-life basis); this pump's estimated life is ${designLife} years.`,
    );
  }
  const equipment = equipmentCostUsd({
    design,
    flowGpm: duty.flowGpm,
    headFt: duty.headFt,
    ratedHp: ratedHp ?? 600,
    materialFactor: material.materialFactor,
  });
  if (equipment.usd === null) {
    issues.push(issueWarning('correlation_range', ['flowRate'], equipment.basis));
  }
  const costs = costBreakdown({
    equipmentUsd: equipment.usd,
    annualEnergyKwh: energyKwh,
    ratePerKwh: rate.ratePerKwh,
    isCleanService: fluid.service === 'water' || fluid.service === 'glycol',
    years: horizon,
    discountRate: duty.discountRate,
    energyEscalation: duty.energyEscalation,
  });

  const arrangement = ARRANGEMENTS[duty.constraints.redundancy];
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
  const texts = descriptions(facts, npshAvailableFt);
  const suctionIdFt = suction === null ? null : suction.insideDiameterIn / 12;

  return withoutNonFinite(issues, {
    Pump_Type: design.pumpType,
    Best_Efficiency_Point_BEP: sig(design.efficiencyAtBep * 100),
    Brake_Horsepower_hp: sig(design.brakeHp),
    Motor_Power_Consumption_hp: sig(design.brakeHp / effectiveMotorEfficiency),
    Motor_Power_Rating_hp: ratedHp,
    RPM: design.speedRpm,
    Impeller_Diameter_BEP_in: sig(design.impellerDiameterIn),
    Fluid_Temperature_Rise_F: sig(
      temperatureRiseF({
        headFt: duty.headFt,
        efficiency: design.efficiencyAtDuty,
        specificHeat: fluid.specificHeat,
      }),
    ),
    Cavitation_Risk: risk,
    BEP_Warning: bepWarning(percent),
    Suction_Size_str: pipeText(suction, design.nozzles?.suctionIn),
    Discharge_Size_str: pipeText(discharge, design.nozzles?.dischargeIn),
    // HI 9.6.6 guidance: 5–10 suction-line diameters of straight pipe (ID basis).
    Required_Straight_Pipe_min_ft: suctionIdFt === null ? null : sig(5 * suctionIdFt),
    Required_Straight_Pipe_max_ft: suctionIdFt === null ? null : sig(10 * suctionIdFt),
    Envelope_Length_in: sig(envelope.lengthIn),
    Envelope_Width_in: sig(envelope.widthIn),
    Envelope_Height_in: sig(envelope.heightIn),
    Estimated_Weight_lbs: sig(totalWeight),
    Motor_Frame: frame,
    Single_Pump_description: texts.singlePump,
    Redundancy_description: texts.redundancy,
    Replacement_description: texts.replacement,
    Estimated_Lifetime: designLife,
    Hours_of_Operation: duty.hoursPerDay,
    Days_of_Operation: duty.daysPerYear,
    Sound_Power_Level_dB: sig(soundPowerFromPressureDb({ pressureDb: soundPressure, radiusM: 1 })),
    Sound_Pressure_Level_dB: sig(soundPressure),
    Vibration_Velocity_mm_per_s: api610VibrationLimitMmS({
      isVertical: design.isVertical,
      isInPor: zone.zone === 'preferred',
    }),
    Pump_Orientation: design.isVertical ? 'Vertical' : 'Horizontal',
    Frequent_Maintenance_description: texts.frequentMaintenance,
    Major_Maintenance_description: texts.majorMaintenance,
    Material_Class_description: `${material.text}${requestedMaterialsText(duty)}${design.materialsText === null ? '' : ` Catalogue pump: ${design.materialsText}.`}`,
    Burn_in_period: `Factory performance test per HI 14.6 / ISO 9906${design.family === 'api-overhung' || design.family === 'horizontal-multistage' ? ' and API 610 mechanical run test (≥ 4 h after bearing temperatures stabilise)' : ''}; on site watch seal leakage, bearing temperature and vibration for the first 72 h; infant-mortality window about 6 weeks (≈ ${Math.round(6 * 7 * duty.hoursPerDay)} running hours).`,
    Power_Usage_Per_Year_kWh: sig(energyKwh),
    Lifetime_Energy_Cost_with_rate: sig(costs.lifetimeEnergyUsd),
    Thermal_Loss_BTU_h: sig(thermalLossBtuH({ inputKw, hydraulicKw: hpToKw(whp) })),
    Estimated_Lead_Time_weeks: design.leadTimeWeeks ?? leadTimeWeeks(design, fluid, ratedHp ?? 600),
    Single_Pump_CapEx: nullableSig(costs.capexUsd),
    Single_Pump_OpEx: nullableSig(costs.annualOpexUsd),
    Total_Cost_Ownership_with_maintenance: nullableSig(costs.lifeCycleUsd),
    Flow_gpm: sig(duty.flowGpm),
    Head_ft: sig(duty.headFt),
    Specific_Gravity: sig(sg),
    Specific_Speed_US: sig(design.specificSpeedUs),
    Pump_Efficiency_pct: sig(design.efficiencyAtDuty * 100),
    Percent_of_BEP_Flow: sig(percent),
    Hydraulic_Power_hp: sig(whp),
    Motor_Efficiency_pct: motorEfficiency === null ? null : sig(motorEfficiency * 100),
    NPSH_Required_ft: sig(design.npshRequiredFt),
    NPSH_Available_ft: npshAvailableFt === null ? null : sig(npshAvailableFt),
    Electricity_Rate_per_kWh: sig(rate.ratePerKwh),
    Efficiency_Basis: design.efficiencyBasis,
    Typical_Efficiency_pct: design.typicalEfficiency === null ? null : sig(design.typicalEfficiency * 100),
    Motor_Sizing_Practice: sizing.practice,
    Motor_Sizing_Basis: motorSizingText(sizing, design.brakeHp),
    Life_Cycle_Horizon_years: horizon,
    Discount_Rate_pct: sig(duty.discountRate * 100),
    Energy_Escalation_pct: sig(duty.energyEscalation * 100),
    Cost_Estimate_Basis: equipment.basis,
    System_Flow_gpm: sig(duty.systemFlowGpm),
    Pumps_Installed: arrangement.installed,
    Pumps_Running: arrangement.running,
    Run_Alone_Flow_gpm: nullableSig(design.runAlone?.flowGpm ?? null),
    Run_Alone_Head_ft: nullableSig(design.runAlone?.headFt ?? null),
    Run_Alone_Power_hp: nullableSig(design.runAlone?.brakeHp ?? null),
    Run_Alone_Percent_of_BEP: nullableSig(design.runAlone?.percentOfBep ?? null),
  });
}
