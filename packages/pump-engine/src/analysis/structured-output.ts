import type { CavitationRisk } from '../formulas/npsh.ts';
import type { Issue } from '../issues.ts';
import type { MotorSizingPractice } from './motor-sizing.ts';

/**
 * The first-principles result: every field of docs/spec/pump-selection-spec.md §3 plus the engine's extras;
 * null = unknown (N/A). Numbers are rounded to significant figures (units/significant.ts), never to fixed
 * decimals. The wire contract is packages/contracts/src/pump-results.ts.
 */
export interface StructuredOutput {
  Pump_Type: string;
  /** The pump's efficiency at its best-efficiency point, %. */
  Best_Efficiency_Point_BEP: number;
  Brake_Horsepower_hp: number;
  Motor_Power_Consumption_hp: number;
  Motor_Power_Rating_hp: number | null;
  RPM: number;
  Impeller_Diameter_BEP_in: number;
  Fluid_Temperature_Rise_F: number;
  Cavitation_Risk: CavitationRisk | null;
  BEP_Warning: string;
  Suction_Size_str: string | null;
  Discharge_Size_str: string | null;
  Required_Straight_Pipe_min_ft: number | null;
  Required_Straight_Pipe_max_ft: number | null;
  Envelope_Length_in: number;
  Envelope_Width_in: number;
  Envelope_Height_in: number;
  Estimated_Weight_lbs: number;
  Motor_Frame: string | null;
  Single_Pump_description: string;
  Redundancy_description: string;
  Replacement_description: string;
  Estimated_Lifetime: number;
  Hours_of_Operation: number;
  Days_of_Operation: number;
  Sound_Power_Level_dB: number;
  Sound_Pressure_Level_dB: number;
  Vibration_Velocity_mm_per_s: number;
  Pump_Orientation: string;
  Frequent_Maintenance_description: string;
  Major_Maintenance_description: string;
  Material_Class_description: string;
  Burn_in_period: string;
  Power_Usage_Per_Year_kWh: number;
  Lifetime_Energy_Cost_with_rate: number;
  Thermal_Loss_BTU_h: number;
  Estimated_Lead_Time_weeks: number;
  /** Null when there is no estimate (no USD price and the cost correlation's range does not hold): see Cost_Estimate_Basis. */
  Single_Pump_CapEx: number | null;
  Single_Pump_OpEx: number | null;
  Total_Cost_Ownership_with_maintenance: number | null;
  Flow_gpm: number;
  Head_ft: number;
  Specific_Gravity: number;
  Specific_Speed_US: number;
  Pump_Efficiency_pct: number;
  Percent_of_BEP_Flow: number;
  Hydraulic_Power_hp: number;
  Motor_Efficiency_pct: number | null;
  NPSH_Required_ft: number;
  NPSH_Available_ft: number | null;
  Electricity_Rate_per_kWh: number;
  /** 'achievable': the DOE PSAT achievable line (an ideal pump); 'catalogue': the pump's published curve. */
  Efficiency_Basis: 'achievable' | 'catalogue';
  /** The typical (HI-chart average) BEP efficiency of such a pump, %; null for a catalogue pump. */
  Typical_Efficiency_pct: number | null;
  Motor_Sizing_Practice: MotorSizingPractice;
  /** How the motor rating was chosen, with its numbers. */
  Motor_Sizing_Basis: string;
  /** The one horizon and discount rate every pump of a search is costed over. */
  Life_Cycle_Horizon_years: number;
  Discount_Rate_pct: number;
  Energy_Escalation_pct: number;
  /** Where Single_Pump_CapEx comes from, or why there is no estimate. */
  Cost_Estimate_Basis: string;
  /** The duty flow of the whole arrangement, gpm (Flow_gpm is one pump's share). */
  System_Flow_gpm: number;
  Pumps_Installed: number;
  Pumps_Running: number;
  /** One pump of a 2 × 50 % or 3 × 50 % set running alone (all-friction system curve); null otherwise. */
  Run_Alone_Flow_gpm: number | null;
  Run_Alone_Head_ft: number | null;
  Run_Alone_Power_hp: number | null;
  Run_Alone_Percent_of_BEP: number | null;
}

/** What analyze() returns: the output (null when the duty cannot be analysed), issues and assumptions. */
export interface Analysis {
  structured_output: StructuredOutput | null;
  issues: Issue[];
  assumptions: string[];
}
