import type { PartType, PartTypeConfig, RequestDetail } from '@specsource/contracts';
import {
  authProvidersBody,
  type currentUser,
  dispatcherBody,
  partStructure,
} from '../../../../test/factories.ts';
import { jsonResponse, type StubRequest, stubRoutes } from '../../../../test/fetch-stub.ts';

function config(isInstant: boolean): PartTypeConfig {
  return {
    features: {
      instantResults: isInstant,
      firstPrinciples: isInstant,
      matchResults: isInstant,
      feedback: isInstant,
      pricingEstimates: isInstant,
    },
    loading: { title: 'Analyzing 20,000+ pump specifications...', subtitle: 'Ranking catalogue pumps.' },
    results: {
      showFirstPrinciples: isInstant,
      showTopMatches: isInstant,
      showNoMatchPanel: isInstant,
      maxMatches: 3,
    },
    comingSoon: {
      enabled: !isInstant,
      title: 'Coming soon',
      message: 'Your request goes to our suppliers.',
      actionText: '',
      estimatedLaunch: null,
      features: [],
      notify: false,
    },
    meta: { displayName: 'Pump', pluralName: 'Pumps', databaseTotal: 20_000, icon: 'pump', color: '#1971c2' },
  };
}

export function pumpType(): PartType {
  return { id: 1, name: 'pump', config: config(true) };
}

export function compressorType(): PartType {
  return { id: 2, name: 'compressor', config: config(false) };
}

export const compressorPart = () =>
  partStructure({ id: 2, slug: 'compressor', title: 'Compressor', part_type: 'compressor' });

export { dispatcherBody };

export const ORDER_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

type IsLoggedIn = 'previously_logged_in' | 'user_already_exists' | 'new';

export function createdBody(isLoggedIn: IsLoggedIn = 'previously_logged_in') {
  return { order_id: ORDER_ID, is_logged_in: isLoggedIn, status: 'submitted' };
}

/** A search's answer to POST /api/request/ with draft_key: the customer's draft. */
export function draftCreatedBody(isLoggedIn: IsLoggedIn = 'previously_logged_in') {
  return { order_id: ORDER_ID, is_logged_in: isLoggedIn, status: 'draft' };
}

export function requestDetail(overrides: Partial<RequestDetail> = {}): RequestDetail {
  const part = partStructure();
  const [hydraulics, installation] = part.partclassification_set;
  const flow = hydraulics?.partclassificationattribute_set[0];
  return {
    order_id: ORDER_ID,
    part: { id: 1, title: 'Pump', slug: 'pump' },
    answer: {
      ...part,
      partclassification_set: [
        {
          ...(hydraulics as NonNullable<typeof hydraulics>),
          partclassificationattribute_set: [
            {
              ...(flow as NonNullable<typeof flow>),
              attribute: { ...(flow as NonNullable<typeof flow>).attribute, value: 350, unit_value: 'm3/h' },
            },
          ],
        },
        installation as NonNullable<typeof installation>,
      ],
    },
    comment: 'Replacing a worn pump',
    quantity: 3,
    zip_code: '94103',
    status: 'submitted',
    attachments: [],
    ...overrides,
  };
}

type Handler = (request: StubRequest) => Response | Promise<Response>;

/** The calls every wizard page makes, plus `routes`. */
export function stubWizard({
  user = null,
  part = partStructure(),
  partType = pumpType(),
  routes = {},
}: {
  user?: ReturnType<typeof currentUser> | null;
  part?: ReturnType<typeof partStructure>;
  partType?: PartType;
  routes?: Record<string, Handler>;
} = {}) {
  return stubRoutes({
    'GET /api/check-auth/': () => jsonResponse(user ?? {}),
    'GET /api/auth/providers': () => jsonResponse(authProvidersBody()),
    [`GET /api/part/${part.slug}`]: () => jsonResponse(part),
    [`GET /api/part-types/${partType.name}`]: () => jsonResponse(partType),
    ...routes,
  });
}

/** A pump search as the server answers it: the draft saved, searched, read back, its search stored. */
export function searchRoutes(): Record<string, Handler> {
  return {
    'POST /api/request/': () => jsonResponse(draftCreatedBody(), 201),
    'POST /api/dispatcher/': () => jsonResponse(dispatcherBody()),
    [`GET /api/request/part/${ORDER_ID}`]: () => jsonResponse(requestDetail({ status: 'draft' })),
    [`PUT /api/request/update/${ORDER_ID}`]: () => jsonResponse(requestDetail({ status: 'draft' })),
    [`GET /api/request/search/${ORDER_ID}`]: () =>
      jsonResponse({ search: { ...dispatcherBody(), created_at: '2026-11-26T10:00:00.000Z' } }),
  };
}
