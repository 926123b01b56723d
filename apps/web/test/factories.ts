import type {
  ActivateResponseSchema,
  AuthProvidersResponseSchema,
  CatalogueImportResultSchema,
  CatalogueProblemSchema,
  CatalogueSummarySchema,
  CurrentUserSchema,
  DispatcherResponse,
  ErrorBodySchema,
  FeedbackItemSchema,
  FeedbackSummarySchema,
  FindPartsResponseSchema,
  findFeedbackEndpoint,
  LoginResponseSchema,
  PartClassificationSchema,
  PartStructureSchema,
  PartSummarySchema,
  PumpDetailSchema,
  PumpMatch,
  StructuredOutput,
} from '@specsource/contracts';
import type { z } from 'zod';

// Wire bodies typed from the contracts, so a contract change breaks these tests at compile time.
type PartSummaryBody = z.input<typeof PartSummarySchema>;
type FindPartsBody = z.input<typeof FindPartsResponseSchema>;
type PartStructureBody = z.input<typeof PartStructureSchema>;
type PartClassificationBody = z.input<typeof PartClassificationSchema>;
type ErrorBody = z.input<typeof ErrorBodySchema>;
type CurrentUserBody = z.input<typeof CurrentUserSchema>;
type LoginResponseBody = z.input<typeof LoginResponseSchema>;
type AuthProvidersBody = z.input<typeof AuthProvidersResponseSchema>;
type ActivateResponseBody = z.input<typeof ActivateResponseSchema>;
type FeedbackItemBody = z.input<typeof FeedbackItemSchema>;
type FeedbackSummaryBody = z.input<typeof FeedbackSummarySchema>;
type FeedbackPageBody = z.input<(typeof findFeedbackEndpoint)['response']>;
type PumpDetailBody = z.output<typeof PumpDetailSchema>;
type CatalogueSummaryBody = z.input<typeof CatalogueSummarySchema>;
type CatalogueProblemBody = z.input<typeof CatalogueProblemSchema>;
type CatalogueImportResultBody = z.input<typeof CatalogueImportResultSchema>;

export function partSummary(overrides: Partial<PartSummaryBody> = {}): PartSummaryBody {
  return { id: 1, title: 'Pump', slug: 'pump', ...overrides };
}

export function findPartsBody(results: PartSummaryBody[]): FindPartsBody {
  return { count: results.length, next: null, previous: null, results };
}

export function pumpClassifications(): PartClassificationBody[] {
  return [
    {
      id: 11,
      classification: { id: 1, title: 'Hydraulics' },
      is_optional: false,
      partclassificationattribute_set: [
        {
          id: 101,
          is_optional: false,
          attribute: {
            id: 1,
            title: 'Flow rate',
            type: 'number',
            options: [],
            unit: [
              { id: 1, title: 'gpm' },
              { id: 2, title: 'm3/h' },
            ],
            value: null,
            unit_value: null,
          },
        },
        {
          id: 102,
          is_optional: true,
          attribute: {
            id: 2,
            title: 'Fluid',
            type: 'select',
            options: ['Water', 'Oil'],
            unit: [],
            value: null,
            unit_value: null,
          },
        },
      ],
    },
    {
      id: 12,
      classification: { id: 2, title: 'Installation' },
      is_optional: true,
      partclassificationattribute_set: [
        {
          id: 103,
          is_optional: false,
          attribute: {
            id: 3,
            title: 'Orientation',
            type: 'radio',
            options: ['Horizontal', 'Vertical'],
            unit: [],
            value: null,
            unit_value: null,
          },
        },
      ],
    },
  ];
}

export function partStructure(overrides: Partial<PartStructureBody> = {}): PartStructureBody {
  return {
    id: 1,
    slug: 'pump',
    title: 'Pump',
    description: 'Centrifugal and positive-displacement pumps.',
    part_type: 'pump',
    partclassification_set: pumpClassifications(),
    ...overrides,
  };
}

export function errorBody(overrides: Partial<ErrorBody> = {}): ErrorBody {
  return {
    detail: 'Something went wrong on our side. Please try again in a moment.',
    code: 'INTERNAL',
    ...overrides,
  };
}

export function currentUser(overrides: Partial<CurrentUserBody> = {}): CurrentUserBody {
  return {
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 0100',
    company_name: 'Analytical Engines',
    role: 'customer',
    ...overrides,
  };
}

export function loginResponse(
  isLoggedIn: LoginResponseBody['is_logged_in'] = 'logged_in',
  detail?: string,
): LoginResponseBody {
  return detail === undefined ? { is_logged_in: isLoggedIn } : { is_logged_in: isLoggedIn, detail };
}

export function authProvidersBody(overrides: Partial<AuthProvidersBody> = {}): AuthProvidersBody {
  return { google: true, microsoft: true, ...overrides };
}

export function activateResponse(next = '/'): ActivateResponseBody {
  return { is_logged_in: 'logged_in', next };
}

export function feedbackItem(overrides: Partial<FeedbackItemBody> = {}): FeedbackItemBody {
  return {
    id: 1,
    created_at: '2026-06-01T12:00:00.000Z',
    search_session_id: '0b7c1e9e-8d2f-4b8e-9a57-3c1d2e4f5a6b',
    part_type: 'pump',
    fp_analysis_liked: 'Clear NPSH margin.',
    fp_analysis_disliked: '',
    pump_matches_liked: 'Good efficiency at duty.',
    pump_matches_disliked: 'Lead times are long.',
    nps_score: 9,
    user_email: 'grace@example.com',
    ...overrides,
  };
}

export function feedbackPageBody(
  results: FeedbackItemBody[],
  { count = results.length, summary = {} }: { count?: number; summary?: Partial<FeedbackSummaryBody> } = {},
): FeedbackPageBody {
  return {
    count,
    next: null,
    previous: null,
    results,
    summary: { responses: count, rated: count, average_rating: 8.5, nps: 50, ...summary },
  };
}

/** The docs/catalogue-format.md example pump (a power-only shut-off point) as the pump page gets it. */
export function pumpDetail(overrides: Partial<PumpDetailBody> = {}): PumpDetailBody {
  return {
    id: 'acme-100',
    manufacturer: 'Acme',
    series: 'AX',
    model: '100-200',
    type: 'end-suction',
    nominal_speed_rpm: 1750,
    frequency_hz: 60,
    impeller_diameter_min_in: 7,
    impeller_diameter_max_in: 9,
    stages: 1,
    suction_nozzle_in: 3,
    discharge_nozzle_in: 2,
    min_continuous_stable_flow_gpm: 60,
    variable_speed_min_rpm: null,
    variable_speed_max_rpm: null,
    material_casing: 'Cast iron',
    material_impeller: 'Bronze',
    material_shaft: null,
    material_class: 'bronze-fitted',
    shaft_seals: ['mechanical', 'packing'],
    orientation: 'horizontal',
    list_price: '1234.50',
    currency: 'USD',
    lead_time_weeks: 3,
    product_url: 'https://pumps.example.com/ax/100-200',
    data_source: 'Acme sheet 2024',
    curve: [
      { flow_gpm: 0, head_ft: 120, efficiency_pct: null, npshr_ft: 8, power_hp: 4.1 },
      { flow_gpm: 200, head_ft: 110, efficiency_pct: 70, npshr_ft: 9, power_hp: 8.2 },
      { flow_gpm: 300, head_ft: 95, efficiency_pct: 74.5, npshr_ft: 11, power_hp: 9.9 },
      { flow_gpm: 360, head_ft: 80, efficiency_pct: 71, npshr_ft: 14, power_hp: 10.4 },
    ],
    is_demo: false,
    ...overrides,
  };
}

export function catalogueSummaryBody(overrides: Partial<CatalogueSummaryBody> = {}): CatalogueSummaryBody {
  return {
    spec_count: 20046,
    version: 3,
    loaded_at: '2026-06-01T12:00:00.000Z',
    manufacturers: [
      { name: 'Demo Hydraulics (fictitious)', pump_count: 20000, is_demo: true },
      { name: 'Acme', pump_count: 46, is_demo: false },
    ],
    types: [
      { type: 'end-suction', pump_count: 12000 },
      { type: 'vertical-turbine', pump_count: 8046 },
    ],
    ...overrides,
  };
}

export function catalogueProblem(overrides: Partial<CatalogueProblemBody> = {}): CatalogueProblemBody {
  return {
    row: 14,
    column: 'efficiency_pct',
    pump_id: 'acme-100',
    message: 'efficiency over 95 %',
    ...overrides,
  };
}

export function catalogueImportResult(
  overrides: Partial<CatalogueImportResultBody> = {},
): CatalogueImportResultBody {
  return {
    status: 'valid',
    format: 'csv',
    dry_run: true,
    replace: false,
    counts: {
      pumps: 2,
      curve_points: 8,
      manufacturers: 1,
      added: 1,
      updated: 1,
      removed: 0,
      catalogue_total: 20047,
    },
    problem_count: 0,
    problems: [],
    ...overrides,
  };
}

/** A complete first-principles analysis (the engine's answer for 500 gpm at 120 ft of water), with overrides. */
export function structuredOutput(overrides: Partial<StructuredOutput> = {}): StructuredOutput {
  return {
    Pump_Type: 'End suction, frame-mounted, single stage (API OH1 / ASME B73.1)',
    Best_Efficiency_Point_BEP: 80.24,
    Brake_Horsepower_hp: 18.87,
    Motor_Power_Consumption_hp: 20.74,
    Motor_Power_Rating_hp: 20,
    RPM: 3560,
    Impeller_Diameter_BEP_in: 6.063,
    Fluid_Temperature_Rise_F: 0.03815,
    Cavitation_Risk: null,
    BEP_Warning: 'None: 100 % of BEP flow, inside the preferred operating region (70–120 %, ANSI/HI 9.6.3).',
    Suction_Size_str: 'NPS 6 Sch 40 (ID 6.066 in, 5.551 ft/s)',
    Discharge_Size_str: 'NPS 6 Sch 40 (ID 6.066 in, 5.551 ft/s)',
    Required_Straight_Pipe_min_ft: 2.528,
    Required_Straight_Pipe_max_ft: 5.055,
    Envelope_Length_in: 49.7,
    Envelope_Width_in: 18.8,
    Envelope_Height_in: 18,
    Estimated_Weight_lbs: 561,
    Motor_Frame: '256T',
    Single_Pump_description: 'One end-suction pump delivers 500 gpm of water at 120 ft on a 20 hp motor.',
    Redundancy_description: 'Duty/standby 2 × 100 % (N+1): a second identical set keeps 500 gpm available.',
    Replacement_description:
      'Replace with a pump giving 500 gpm at 120 ft at 3,560 rpm within 80–110 % of its BEP.',
    Estimated_Lifetime: 20,
    Hours_of_Operation: 24,
    Days_of_Operation: 365,
    Sound_Power_Level_dB: 98.6,
    Sound_Pressure_Level_dB: 90.62,
    Vibration_Velocity_mm_per_s: 3,
    Pump_Orientation: 'Horizontal',
    Frequent_Maintenance_description: 'Weekly: check mechanical seal leakage, bearing temperature and noise.',
    Major_Maintenance_description: 'Bearings (L10 ≥ 25,000 h) due after about 2.854 years at 8,760 h/yr.',
    Material_Class_description: 'API 610 class I-2 (bronze-fitted) for clean water at 68 °F.',
    Burn_in_period: 'Factory performance test per HI 14.6 / ISO 9906.',
    Power_Usage_Per_Year_kWh: 135_500,
    Lifetime_Energy_Cost_with_rate: 239_000,
    Thermal_Loss_BTU_h: 14_070,
    Estimated_Lead_Time_weeks: 6,
    Single_Pump_CapEx: 16_840,
    Single_Pump_OpEx: 12_290,
    Total_Cost_Ownership_with_maintenance: 262_600,
    Flow_gpm: 500,
    Head_ft: 120,
    Specific_Gravity: 0.9991,
    Specific_Speed_US: 2196,
    Pump_Efficiency_pct: 80.24,
    Percent_of_BEP_Flow: 100,
    Hydraulic_Power_hp: 15.14,
    Motor_Efficiency_pct: 91,
    NPSH_Required_ft: 19.74,
    NPSH_Available_ft: null,
    Electricity_Rate_per_kWh: 0.0882,
    Efficiency_Basis: 'achievable',
    Typical_Efficiency_pct: 75.87,
    Motor_Sizing_Practice: 'nema-general-service',
    Motor_Sizing_Basis: 'Motor 20 hp by NEMA MG 1 general-service practice.',
    Life_Cycle_Horizon_years: 20,
    Discount_Rate_pct: 0,
    Energy_Escalation_pct: 0,
    Cost_Estimate_Basis: 'Estimated 11,229 USD: Corripio (1982) pump cost.',
    System_Flow_gpm: 500,
    Pumps_Installed: 1,
    Pumps_Running: 1,
    Run_Alone_Flow_gpm: null,
    Run_Alone_Head_ft: null,
    Run_Alone_Power_hp: null,
    Run_Alone_Percent_of_BEP: null,
    ...overrides,
  };
}

/** A catalogue match with its analysis, with overrides. */
export function pumpMatch(overrides: Partial<PumpMatch> = {}): PumpMatch {
  return {
    Manufacturer: 'Keystone',
    Series: 'KS',
    Model: 'KS-100',
    Price: 4200,
    Currency: 'USD',
    Link: '/pumps/ks-100',
    confidence_level: 92,
    ai_reasoning: 'Runs at 98 % of BEP.',
    pump_id: 'ks-100',
    score: 0.9,
    analysis: structuredOutput({ Efficiency_Basis: 'catalogue', Typical_Efficiency_pct: null }),
    ...overrides,
  };
}

/** A pump search's answer (POST /api/dispatcher/): the analysis and one match, KS-100. */
export function dispatcherBody(): DispatcherResponse {
  return {
    results: [
      { structured_output: structuredOutput({ Pump_Type: 'End suction' }), issues: [], assumptions: [] },
      pumpMatch({ ai_reasoning: 'Runs at 98% of BEP.' }),
    ],
    search_session_id: '0b7f2c1e-1d2a-4c3b-9e8f-1a2b3c4d5e6f',
    search_params: {
      part_type: 'pump',
      flow_rate: { value: 500, unit: 'gpm' },
      differential_head: { value: 120, unit: 'ft' },
      duty: {},
    },
  };
}
