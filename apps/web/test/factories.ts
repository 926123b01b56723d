import type {
  ActivateResponseSchema,
  AuthProvidersResponseSchema,
  CurrentUserSchema,
  ErrorBodySchema,
  FeedbackItemSchema,
  FeedbackSummarySchema,
  FindPartsResponseSchema,
  findFeedback,
  LoginResponseSchema,
  PartClassificationSchema,
  PartStructureSchema,
  PartSummarySchema,
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
type FeedbackPageBody = z.input<(typeof findFeedback)['response']>;

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
