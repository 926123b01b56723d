import { z } from 'zod';

// The typed result of a pump search (the engine's analyze() and match(), packages/pump-engine): the first-principles
// analysis with every structured_output field of the pump-selection spec plus the engine's own, and a catalogue match
// or the single 'No Matches Found' entry. The engine may not import this package, so a type-level test in the server
// (features/pump-search/pump-results-contract.test.ts) proves the engine's types are assignable to these schemas, and
// holds real engine output to them.

export const NO_MATCHES_MODEL = 'No Matches Found';

export const CAVITATION_RISKS = ['Low', 'Moderate', 'High'] as const;
/** 'achievable': the DOE PSAT achievable line (an ideal pump); 'catalogue': the pump's published curve. */
export const EFFICIENCY_BASES = ['achievable', 'catalogue'] as const;
export const MOTOR_SIZING_PRACTICES = ['nema-general-service', 'api-610'] as const;
/** The selection constraints the matcher applies, as the no-match entry and a relaxed alternative name them. */
export const SELECTION_CONSTRAINTS = [
  'supply_frequency',
  'supply_phase',
  'fluid_materials',
  'materials',
  'pump_type',
  'orientation',
  'suction_lift',
  'shaft_seal',
  'variable_speed',
  'speed',
  'redundancy',
] as const;

// A number in the units its name says, to significant figures. Null is unknown (shown N/A): either the field is
// optional by nature, or its arithmetic degenerated for an extreme input (the engine never sends NaN or Infinity).
const quantity = z.number().nullable();
const text = z.string();

/**
 * results[0].structured_output: docs/spec/pump-selection-spec.md §3 fields (Pump_Type …
 * Total_Cost_Ownership_with_maintenance) and the engine's.
 */
export const StructuredOutputSchema = z.object({
  Pump_Type: text,
  /** The pump's efficiency at its best-efficiency point, %. */
  Best_Efficiency_Point_BEP: quantity,
  Brake_Horsepower_hp: quantity,
  Motor_Power_Consumption_hp: quantity,
  Motor_Power_Rating_hp: quantity,
  RPM: quantity,
  Impeller_Diameter_BEP_in: quantity,
  Fluid_Temperature_Rise_F: quantity,
  Cavitation_Risk: z.enum(CAVITATION_RISKS).nullable(),
  BEP_Warning: text,
  Suction_Size_str: text.nullable(),
  Discharge_Size_str: text.nullable(),
  Required_Straight_Pipe_min_ft: quantity,
  Required_Straight_Pipe_max_ft: quantity,
  Envelope_Length_in: quantity,
  Envelope_Width_in: quantity,
  Envelope_Height_in: quantity,
  Estimated_Weight_lbs: quantity,
  Motor_Frame: text.nullable(),
  Single_Pump_description: text,
  Redundancy_description: text,
  Replacement_description: text,
  /** The pump's design life estimate, years (costs use Life_Cycle_Horizon_years). */
  Estimated_Lifetime: quantity,
  Hours_of_Operation: quantity,
  Days_of_Operation: quantity,
  Sound_Power_Level_dB: quantity,
  Sound_Pressure_Level_dB: quantity,
  Vibration_Velocity_mm_per_s: quantity,
  Pump_Orientation: text,
  Frequent_Maintenance_description: text,
  Major_Maintenance_description: text,
  Material_Class_description: text,
  Burn_in_period: text,
  Power_Usage_Per_Year_kWh: quantity,
  Lifetime_Energy_Cost_with_rate: quantity,
  Thermal_Loss_BTU_h: quantity,
  Estimated_Lead_Time_weeks: quantity,
  /** Null when there is no estimate; Cost_Estimate_Basis says why. */
  Single_Pump_CapEx: quantity,
  Single_Pump_OpEx: quantity,
  Total_Cost_Ownership_with_maintenance: quantity,
  Flow_gpm: quantity,
  Head_ft: quantity,
  Specific_Gravity: quantity,
  Specific_Speed_US: quantity,
  Pump_Efficiency_pct: quantity,
  Percent_of_BEP_Flow: quantity,
  Hydraulic_Power_hp: quantity,
  Motor_Efficiency_pct: quantity,
  NPSH_Required_ft: quantity,
  NPSH_Available_ft: quantity,
  Electricity_Rate_per_kWh: quantity,
  Efficiency_Basis: z.enum(EFFICIENCY_BASES),
  Typical_Efficiency_pct: quantity,
  Motor_Sizing_Practice: z.enum(MOTOR_SIZING_PRACTICES),
  Motor_Sizing_Basis: text,
  /** One horizon and discount rate for every pump of a search, so their costs compare. */
  Life_Cycle_Horizon_years: quantity,
  Discount_Rate_pct: quantity,
  Energy_Escalation_pct: quantity,
  Cost_Estimate_Basis: text,
  /** The whole arrangement's flow; Flow_gpm is one pump's share. */
  System_Flow_gpm: quantity,
  Pumps_Installed: quantity,
  Pumps_Running: quantity,
  /** One pump of a 2 × 50 % or 3 × 50 % set running alone; null otherwise. */
  Run_Alone_Flow_gpm: quantity,
  Run_Alone_Head_ft: quantity,
  Run_Alone_Power_hp: quantity,
  Run_Alone_Percent_of_BEP: quantity,
});
export type StructuredOutput = z.infer<typeof StructuredOutputSchema>;

/** An engine issue: keyed to the duty field it concerns (`['fluid', 'temperatureF']`), zod-style. */
export const EngineIssueSchema = z.object({
  code: z.string(),
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
});
export type EngineIssue = z.infer<typeof EngineIssueSchema>;

/** What analyze() returns: the output (null when the duty cannot be analysed), issues and assumptions. */
export const AnalysisSchema = z.object({
  structured_output: StructuredOutputSchema.nullable(),
  issues: z.array(EngineIssueSchema),
  assumptions: z.array(z.string()),
});

/** results[0] of a search: an analysis that succeeded (a duty the engine cannot analyse is a 400, not a result). */
export const AnalysisResultSchema = AnalysisSchema.extend({ structured_output: StructuredOutputSchema });
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

/** A catalogue pump that meets the duty and every stated constraint. */
export const PumpMatchSchema = z.object({
  Manufacturer: z.string(),
  Series: z.string(),
  Model: z.string(),
  Price: z.number().nullable(),
  Currency: z.string().nullable(),
  /** The maker's product page, else the in-app pump page /pumps/{id}. */
  Link: z.string(),
  confidence_level: z.number().min(0).max(100),
  ai_reasoning: z.string(),
  pump_id: z.string(),
  score: z.number(),
  /** analyzeWithPump(duty, pump): the analysis of this pump at the duty. */
  analysis: StructuredOutputSchema,
});
export type PumpMatch = z.infer<typeof PumpMatchSchema>;

export const ConstraintRemovalSchema = z.object({
  constraint: z.enum(SELECTION_CONSTRAINTS),
  label: z.string(),
  removed: z.number().int().nonnegative(),
  /** Removed by this constraint and no other. */
  removed_alone: z.number().int().nonnegative(),
});

/** A pump offered although it breaks stated constraints, marked with what it relaxes. */
export const RelaxedAlternativeSchema = PumpMatchSchema.extend({
  relaxes: z.array(
    z.object({ constraint: z.enum(SELECTION_CONSTRAINTS), label: z.string(), reason: z.string() }),
  ),
});

/** The single entry when nothing meets the duty: why, how many pumps each constraint removed, the best relaxed pump. */
export const NoMatchSchema = z.object({
  Manufacturer: z.literal(''),
  Series: z.literal(''),
  Model: z.literal(NO_MATCHES_MODEL),
  Price: z.null(),
  Currency: z.null(),
  Link: z.literal(''),
  confidence_level: z.literal(0),
  ai_reasoning: z.string(),
  /** The same as minimal safe HTML. */
  explanation: z.string(),
  hydraulic_matches: z.number().int().nonnegative(),
  /** Pumps sized near the duty the relaxed search solved (the counts are of those; a huge catalogue's nearest). */
  pumps_examined: z.number().int().nonnegative(),
  constraint_removals: z.array(ConstraintRemovalSchema),
  relaxed_alternative: RelaxedAlternativeSchema.nullable(),
});
export type NoMatch = z.infer<typeof NoMatchSchema>;

/** results[1..]: up to three matches, or the no-match entry. */
export const MatchEntrySchema = z.union([PumpMatchSchema, NoMatchSchema]);
export type MatchEntry = z.infer<typeof MatchEntrySchema>;

/** The results of one search: the analysis, then the matches (or the no-match entry). */
export const PumpResultsSchema = z.tuple([AnalysisResultSchema], MatchEntrySchema);
export type PumpResults = z.infer<typeof PumpResultsSchema>;

export function isNoMatch(entry: MatchEntry): entry is NoMatch {
  return entry.Model === NO_MATCHES_MODEL && !('pump_id' in entry);
}

// Reading a stored result: a search saved before a field existed lacks it; read every field on its own, and a
// missing or mistyped one as unknown, rather than refuse the whole analysis.
/** The structured output fields of a stored or received analysis, each typed, missing where absent or malformed. */
export function readStructuredOutput(value: unknown): Partial<StructuredOutput> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {};
  }
  const record = value as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(StructuredOutputSchema.shape)) {
    const parsed = schema.safeParse(record[key]);
    if (key in record && parsed.success) {
      fields[key] = parsed.data;
    }
  }
  return fields as Partial<StructuredOutput>;
}
