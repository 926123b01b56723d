export { analyze } from './analysis/analyze.ts';
export { analyzeWithPump } from './analysis/analyze-with-pump.ts';
export type { CataloguePump, CataloguePumpType, CurvePoint } from './analysis/catalogue.ts';
export { CATALOGUE_PUMP_TYPES, validateCataloguePump } from './analysis/catalogue.ts';
export {
  DEFAULT_SHAFT_SEALS,
  materialClassFromNames,
  offersShaftSeal,
  TYPE_ORIENTATION,
} from './analysis/catalogue-traits.ts';
export type {
  ElectricalSupply,
  MaterialClass,
  Orientation,
  PumpTypePreference,
  Redundancy,
  ShaftSeal,
  SuctionCondition,
} from './analysis/constraints.ts';
export {
  DUTY_OPTION_VOCABULARIES,
  electricalSupplyFromKey,
  isDutyOptionKey,
  MATERIAL_CLASSES,
  ORIENTATIONS,
  PUMP_TYPE_PREFERENCES,
  REDUNDANCIES,
  SHAFT_SEALS,
  SUCTION_CONDITIONS,
} from './analysis/constraints.ts';
export type { Duty, DutyQuantity } from './analysis/duty.ts';
export { DUTY_LIMITS } from './analysis/duty-limits.ts';
export { electricityRate, STATE_COMMERCIAL_RATES_CENTS, stateForZip } from './analysis/electricity-rates.ts';
export type { FluidMaterialRule } from './analysis/material-compatibility.ts';
export { fluidMaterialRule, meetsMaterialClass } from './analysis/material-compatibility.ts';
export type { MotorSizing, MotorSizingPractice } from './analysis/motor-sizing.ts';
export {
  motorSizingPractice,
  nemaServiceFactor,
  SINGLE_PHASE_MAX_HP,
  sizeMotor,
} from './analysis/motor-sizing.ts';
export type { PumpDesign, PumpFamily } from './analysis/pump-design.ts';
export type { ConstraintId } from './analysis/selection-rules.ts';
export { CONSTRAINT_IDS } from './analysis/selection-rules.ts';
export type { Analysis, StructuredOutput } from './analysis/structured-output.ts';
export { DEMO_CATALOGUE_VERSION, generateDemoCatalogue } from './demo-catalogue/generate.ts';
export { findLiquid, LIQUID_IDS, LIQUIDS } from './fluids/library.ts';
export type { DutyFluid, FluidState } from './fluids/resolve-fluid.ts';
export { resolveFluid } from './fluids/resolve-fluid.ts';
export {
  waterDensityLbFt3,
  waterSpecificGravity,
  waterVaporPressurePsia,
  waterViscosityCp,
} from './fluids/water.ts';
export { affinityByDiameter, affinityBySpeed } from './formulas/affinity.ts';
export { atmosphericPressurePsia } from './formulas/atmosphere.ts';
export { bepZone, percentOfBep } from './formulas/bep.ts';
export {
  CORRIPIO_S_RANGE,
  corripioPumpCostUsd,
  LIFE_CYCLE_HORIZON_YEARS,
  lifeCycleCostUsd,
  presentValueFactor,
} from './formulas/economics.ts';
export { corripioEfficiency, gulichEfficiency } from './formulas/efficiency.ts';
export { annualEnergyKwh, motorInputKw, thermalLossBtuH } from './formulas/energy.ts';
export { impellerDiameterIn } from './formulas/impeller.ts';
export {
  api610DriverMarginFactor,
  nemaFrame,
  nemaMotorRatingHp,
  nemaPremiumEfficiency,
  synchronousSpeedRpm,
} from './formulas/motor.ts';
export { cavitationRisk, npshAvailableFt } from './formulas/npsh.ts';
export { selectSch40Pipe } from './formulas/pipe.ts';
export { brakeHorsepower, waterHorsepower } from './formulas/power.ts';
export type { PsatPumpStyle } from './formulas/psat-efficiency.ts';
export { psatAchievableEfficiency, psatAverageEfficiencyPct } from './formulas/psat-efficiency.ts';
export type { DoeEquipmentClass } from './formulas/regulatory-efficiency.ts';
export {
  DOE_C_VALUES,
  doeMinimumEfficiencyPct,
  EU_C_VALUES_MEI_04,
  euMinimumEfficiencyPct,
} from './formulas/regulatory-efficiency.ts';
export { npshRequiredEstimateFt, specificSpeedUs } from './formulas/specific-speed.ts';
export { temperatureRiseF } from './formulas/temperature-rise.ts';
export { viscosityCorrection } from './formulas/viscosity-correction.ts';
export type { Issue, IssueCode } from './issues.ts';
export type { SharedCatalogueIndex } from './matching/catalogue-index.ts';
export {
  buildCatalogueIndex,
  catalogueIndexBytes,
  catalogueIndexFromShared,
  shareCatalogueIndex,
} from './matching/catalogue-index.ts';
export type { CatalogueIndex } from './matching/index-data.ts';
export { DEFAULT_MATCH_LIMIT, match } from './matching/match.ts';
export type { PackedPumpColumns, PumpSource, PumpTextField } from './matching/packed-pumps.ts';
export { PackedPumps } from './matching/packed-pumps.ts';
export type { ConfidenceFacts, ScoreTerms } from './matching/score.ts';
export { confidenceLevel, SCORE_WEIGHTS, scoreFromTerms } from './matching/score.ts';
export type {
  ConstraintRemoval,
  MatchEntry,
  NoMatch,
  PumpMatch,
  RelaxedAlternative,
} from './matching/types.ts';
export { realPumpCatalogue } from './real-curves/real-catalogue.ts';
export { REAL_CURVE_LICENCES } from './real-curves/real-pump-data.ts';
export { flowToGpm, gpmToFlow } from './units/flow.ts';
export { headToFeet } from './units/head.ts';
export { parseQuantityText } from './units/quantity-text.ts';
export { roundSignificant } from './units/significant.ts';
export { temperatureToFahrenheit } from './units/temperature.ts';
