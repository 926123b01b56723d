// The duty's types, apart from the code that reads them (duty.ts) and the constraints' validation
// (duty-constraints.ts), so that both import them and neither imports the other's types back.
import type { DutyFluid, FluidState } from '../fluids/resolve-fluid.ts';
import type {
  ElectricalSupply,
  MaterialClass,
  Orientation,
  PumpTypePreference,
  Redundancy,
  ShaftSeal,
  SuctionCondition,
} from './constraints.ts';

/** A quantity as the wizard or API sends it. */
export interface DutyQuantity {
  readonly value: number;
  readonly unit: string;
}

/** The pumping duty (docs/design.md 'Pump engine contract'); all optional but flow and head. */
export interface Duty {
  readonly flowRate: DutyQuantity;
  readonly head: DutyQuantity;
  readonly fluid?: DutyFluid;
  readonly npshAvailable?: DutyQuantity;
  readonly frequencyHz?: number;
  readonly speedRpm?: number;
  readonly hoursPerDay?: number;
  readonly daysPerYear?: number;
  readonly electricityRatePerKwh?: number;
  readonly lifetimeYears?: number;
  readonly zipCode?: string;
  readonly quantity?: number;
  /** Extras for an open-tank NPSHa: site elevation, ft; liquid level above the pump (negative: lift), ft; suction loss, ft. */
  readonly siteElevationFt?: number;
  readonly suctionStaticHeadFt?: number;
  readonly suctionFrictionLossFt?: number;
  /** Discount rate and energy escalation for present values, fractions (default 0: undiscounted). */
  readonly discountRate?: number;
  readonly energyEscalation?: number;
  /** The site supply; when given, its frequency is the duty's frequency. */
  readonly supply?: ElectricalSupply;
  /** Selection constraints (constraints.ts); each is honoured by match() or its relaxation is stated. */
  readonly pumpType?: PumpTypePreference;
  readonly materials?: MaterialClass;
  readonly orientation?: Orientation;
  readonly suctionCondition?: SuctionCondition;
  readonly shaftSeal?: ShaftSeal;
  /** True when the pump will run on a variable-frequency drive; false forbids off-nominal speed. */
  readonly variableSpeed?: boolean;
  readonly redundancy?: Redundancy;
}

/** The duty in engine units after validation and defaults. */
/** The engineer's selection constraints after validation; null where the duty states none. */
export interface SelectionConstraints {
  /** Supply frequency when the duty gives one (supply or frequencyHz); null: pumps of either rating are considered. */
  readonly frequencyHz: 50 | 60 | null;
  readonly phase: 1 | 3 | null;
  readonly voltage: number | null;
  readonly pumpType: Exclude<PumpTypePreference, 'any'> | null;
  readonly materials: MaterialClass | null;
  readonly orientation: Orientation | null;
  readonly suctionCondition: SuctionCondition | null;
  readonly shaftSeal: ShaftSeal | null;
  /** True: a variable-frequency drive is on site; false: none (fixed speed only); null: not stated. */
  readonly variableSpeed: boolean | null;
  readonly redundancy: Redundancy;
  /** The highest running speed the engineer accepts, rpm (the requested speed). */
  readonly maxSpeedRpm: number | null;
}

export interface NormalisedDuty {
  /** Flow of one pump, gpm: the duty flow shared by the pumps running together (ARRANGEMENTS). */
  readonly flowGpm: number;
  /** The duty flow of the whole arrangement, gpm. */
  readonly systemFlowGpm: number;
  readonly headFt: number;
  readonly fluid: FluidState;
  readonly npshAvailableFt: number | null;
  readonly frequencyHz: number;
  readonly speedRpm: number | null;
  readonly hoursPerDay: number;
  readonly daysPerYear: number;
  readonly lifetimeYears: number | null;
  readonly electricityRatePerKwh: number | undefined;
  readonly zipCode: string | undefined;
  readonly quantity: number;
  readonly siteElevationFt: number;
  readonly suctionStaticHeadFt: number | undefined;
  readonly suctionFrictionLossFt: number;
  readonly discountRate: number;
  readonly energyEscalation: number;
  readonly constraints: SelectionConstraints;
}
