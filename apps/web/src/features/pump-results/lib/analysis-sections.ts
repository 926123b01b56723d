import {
  formatCurrency,
  formatEnvelope,
  formatNumber,
  formatRatePerKwh,
  formatStraightPipe,
  formatText,
  NOT_AVAILABLE,
  toNumber,
} from './format-result.ts';

export interface AnalysisRow {
  label: string;
  value: string;
}

export interface AnalysisSection {
  id: string;
  title: string;
  rows: AnalysisRow[];
}

import type { AnalysisOutput } from './read-results.ts';

/**
 * The engine's structured output (docs/spec/pump-selection-spec.md §3 field names, docs/design.md 'Pump engine
 * contract': numbers in the units their names say) as the six sectioned tables of 'First Principles Analysis Results'.
 */
export function analysisSections(o: AnalysisOutput): AnalysisSection[] {
  return [
    {
      id: 'hydraulics',
      title: 'Hydraulics',
      rows: [
        { label: 'Pump type', value: formatText(o.Pump_Type) },
        { label: 'Flow', value: formatNumber(o.Flow_gpm, 'gpm') },
        { label: 'Head', value: formatNumber(o.Head_ft, 'ft') },
        { label: 'Specific gravity', value: formatNumber(o.Specific_Gravity) },
        { label: 'Speed', value: formatNumber(o.RPM, 'rpm') },
        { label: 'Impeller diameter at BEP', value: formatNumber(o.Impeller_Diameter_BEP_in, 'in') },
        {
          label: 'Best efficiency point (BEP) efficiency',
          value: formatNumber(o.Best_Efficiency_Point_BEP, '%'),
        },
        { label: 'Pump efficiency at the duty', value: formatNumber(o.Pump_Efficiency_pct, '%') },
        { label: 'Efficiency basis', value: efficiencyBasisText(o.Efficiency_Basis) },
        { label: 'Typical pump efficiency', value: formatNumber(o.Typical_Efficiency_pct, '%') },
        { label: 'Flow as % of BEP flow', value: formatNumber(o.Percent_of_BEP_Flow, '%') },
        { label: 'BEP warning', value: formatText(o.BEP_Warning) },
        { label: 'Specific speed (US units)', value: formatNumber(o.Specific_Speed_US) },
        { label: 'Hydraulic power', value: formatNumber(o.Hydraulic_Power_hp, 'hp') },
        { label: 'Brake horsepower', value: formatNumber(o.Brake_Horsepower_hp, 'hp') },
        { label: 'NPSH required', value: formatNumber(o.NPSH_Required_ft, 'ft') },
        { label: 'NPSH available', value: formatNumber(o.NPSH_Available_ft, 'ft') },
        { label: 'Cavitation risk', value: formatText(o.Cavitation_Risk) },
        { label: 'Fluid temperature rise', value: formatNumber(o.Fluid_Temperature_Rise_F, '°F') },
      ],
    },
    {
      id: 'motor',
      title: 'Motor',
      rows: [
        { label: 'Motor power rating', value: formatNumber(o.Motor_Power_Rating_hp, 'hp') },
        { label: 'Motor power consumption', value: formatNumber(o.Motor_Power_Consumption_hp, 'hp') },
        { label: 'Motor efficiency', value: formatNumber(o.Motor_Efficiency_pct, '%') },
        { label: 'Motor frame', value: formatText(o.Motor_Frame) },
        { label: 'Motor sizing', value: formatText(o.Motor_Sizing_Basis) },
      ],
    },
    {
      id: 'installation',
      title: 'Installation',
      rows: [
        { label: 'Pump orientation', value: formatText(o.Pump_Orientation) },
        { label: 'Suction size', value: formatText(o.Suction_Size_str) },
        { label: 'Discharge size', value: formatText(o.Discharge_Size_str) },
        {
          label: 'Required straight pipe',
          value: formatStraightPipe(o.Required_Straight_Pipe_min_ft, o.Required_Straight_Pipe_max_ft),
        },
        {
          label: 'Envelope (L × W × H)',
          value: formatEnvelope(o.Envelope_Length_in, o.Envelope_Width_in, o.Envelope_Height_in),
        },
        { label: 'Estimated weight', value: formatNumber(o.Estimated_Weight_lbs, 'lb') },
        { label: 'Materials', value: formatText(o.Material_Class_description) },
        { label: 'Single pump', value: formatText(o.Single_Pump_description) },
        { label: 'Redundancy', value: formatText(o.Redundancy_description) },
        { label: 'Arrangement', value: arrangementText(o) },
        { label: 'One pump running alone', value: runAloneText(o) },
      ],
    },
    {
      id: 'acoustics',
      title: 'Acoustics and vibration',
      rows: [
        { label: 'Sound power level', value: formatNumber(o.Sound_Power_Level_dB, 'dB') },
        { label: 'Sound pressure level', value: formatNumber(o.Sound_Pressure_Level_dB, 'dB') },
        { label: 'Vibration velocity', value: formatNumber(o.Vibration_Velocity_mm_per_s, 'mm/s') },
      ],
    },
    {
      id: 'operation',
      title: 'Operation and maintenance',
      rows: [
        { label: 'Hours of operation', value: formatNumber(o.Hours_of_Operation, 'hours/day') },
        { label: 'Days of operation', value: formatNumber(o.Days_of_Operation, 'days/year') },
        { label: 'Estimated lifetime', value: formatNumber(o.Estimated_Lifetime, 'years') },
        { label: 'Burn-in period', value: formatText(o.Burn_in_period) },
        { label: 'Frequent maintenance', value: formatText(o.Frequent_Maintenance_description) },
        { label: 'Major maintenance', value: formatText(o.Major_Maintenance_description) },
        { label: 'Replacement', value: formatText(o.Replacement_description) },
        { label: 'Estimated lead time', value: formatNumber(o.Estimated_Lead_Time_weeks, 'weeks') },
      ],
    },
    {
      id: 'energy',
      title: 'Energy and cost',
      rows: [
        { label: 'Power usage per year', value: formatNumber(o.Power_Usage_Per_Year_kWh, 'kWh/year') },
        { label: 'Electricity rate', value: formatRatePerKwh(o.Electricity_Rate_per_kWh) },
        { label: 'Lifetime energy cost', value: formatCurrency(o.Lifetime_Energy_Cost_with_rate) },
        { label: 'Thermal loss', value: formatNumber(o.Thermal_Loss_BTU_h, 'BTU/h') },
        { label: 'Life-cycle horizon', value: horizonText(o) },
        { label: 'Cost basis', value: formatText(o.Cost_Estimate_Basis) },
        { label: 'Single pump CapEx', value: formatCurrency(o.Single_Pump_CapEx) },
        { label: 'Single pump OpEx (per year)', value: formatCurrency(o.Single_Pump_OpEx) },
        {
          label: 'Total cost of ownership (with maintenance)',
          value: formatCurrency(o.Total_Cost_Ownership_with_maintenance),
        },
      ],
    },
  ];
}

function efficiencyBasisText(basis: AnalysisOutput['Efficiency_Basis']): string {
  if (basis === 'achievable') {
    return 'Achievable (DOE PSAT best practice for this size and speed)';
  }
  return basis === 'catalogue' ? "The catalogue pump's published curve" : NOT_AVAILABLE;
}

function arrangementText(o: AnalysisOutput): string {
  if (o.Pumps_Installed == null || o.Pumps_Running == null) {
    return NOT_AVAILABLE;
  }
  return `${o.Pumps_Installed} installed, ${o.Pumps_Running} running, ${formatNumber(o.System_Flow_gpm, 'gpm')} in all`;
}

function runAloneText(o: AnalysisOutput): string {
  if (o.Run_Alone_Flow_gpm == null) {
    return NOT_AVAILABLE;
  }
  return `${formatNumber(o.Run_Alone_Flow_gpm, 'gpm')} at ${formatNumber(o.Run_Alone_Head_ft, 'ft')}, ${formatNumber(o.Run_Alone_Percent_of_BEP, '%')} of BEP, ${formatNumber(o.Run_Alone_Power_hp, 'hp')}`;
}

function horizonText(o: AnalysisOutput): string {
  if (o.Life_Cycle_Horizon_years == null) {
    return NOT_AVAILABLE;
  }
  return `${formatNumber(o.Life_Cycle_Horizon_years, 'years')} at ${formatNumber(o.Discount_Rate_pct, '%')} discount, the same for every pump compared`;
}

/**
 * A BEP given as a fraction (0.78) is shown as a percentage like the rest ('78 %'); one already in % stays as it is.
 * The legacy format does not say which it used.
 */
function formatPercent(value: unknown): string {
  const number = toNumber(value);
  if (number === null) {
    return NOT_AVAILABLE;
  }
  return formatNumber(number > 0 && number <= 1 ? number * 100 : number, '%');
}

/** docs/spec/pump-selection-spec.md §3 'Legacy flat analysis format' — its keys, in the spec's order, as one table. */
export function legacyAnalysisSection(values: Readonly<Record<string, unknown>>): AnalysisSection {
  const v = (key: string) => values[key];
  const temperatureRise = toNumber(v('Fluid Temperature Rise (°F)'));
  return {
    id: 'legacy',
    title: 'First principles analysis',
    rows: [
      { label: 'Pump Classification', value: formatText(v('Pump Classification')) },
      { label: 'Best Efficiency Point (BEP)', value: formatPercent(v('Best Efficiency Point (BEP)')) },
      { label: 'Break Horsepower', value: formatNumber(v('Break Horsepower'), 'hp') },
      { label: 'Motor Power Consumption (hp)', value: formatNumber(v('Motor Power Consumption (hp)')) },
      { label: 'Motor Power Rating (hp)', value: formatNumber(v('Motor Power Rating (hp)')) },
      // docs/spec/pump-selection-spec.md §3: the temperature rise defaults to 0.00.
      {
        label: 'Fluid Temperature Rise (°F)',
        value: temperatureRise === null ? '0.00' : formatNumber(temperatureRise),
      },
      { label: 'Impeller Diameter @ BEP', value: formatText(v('Impeller Diameter @ BEP')) },
      { label: 'Suction Size (inches)', value: formatText(v('Suction Size (inches)')) },
      { label: 'Discharge Size (inches)', value: formatText(v('Discharge Size (inches)')) },
      { label: 'Power Usage Per Year (kWh/year)', value: formatNumber(v('Power Usage Per Year (kWh/year)')) },
      { label: 'Lifetime Energy Cost ($)', value: formatCurrency(v('Lifetime Energy Cost ($)')) },
      { label: 'Lifetime Cost of Ownership ($)', value: formatCurrency(v('Lifetime Cost of Ownership ($)')) },
    ],
  };
}
