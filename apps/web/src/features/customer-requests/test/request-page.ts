import type {
  RequestDetail,
  RequestHistoryEntry,
  RequestSearch,
  RequestStatusValue,
} from '@specsource/contracts';
import { partStructure } from '../../../../test/factories.ts';
import { jsonResponse } from '../../../../test/fetch-stub.ts';

export const PAGE_ORDER_ID = 'q7Xk2pLm9Rt4';

/** GET /api/request/part/{order_id}: the request as sent, 500 gpm of flow filled in. */
export function requestDetailBody(overrides: Partial<RequestDetail> = {}): RequestDetail {
  const part = partStructure();
  const [hydraulics, ...others] = part.partclassification_set;
  const [flow, ...rest] = hydraulics?.partclassificationattribute_set ?? [];
  const answered = flow
    ? [{ ...flow, attribute: { ...flow.attribute, value: 500, unit_value: 'gpm' } }, ...rest]
    : [];
  return {
    order_id: PAGE_ORDER_ID,
    part: { id: 1, title: 'Pump', slug: 'pump' },
    answer: {
      ...part,
      partclassification_set: hydraulics
        ? [{ ...hydraulics, partclassificationattribute_set: answered }, ...others]
        : [],
    },
    comment: 'For the boiler house',
    quantity: 3,
    zip_code: '94103',
    status: 'offers_selected',
    attachments: [],
    ...overrides,
  };
}

/** The calls the request's page makes besides the offers: the request, its history, its stored search. */
export function requestPageRoutes(
  status: RequestStatusValue,
  options: { search?: RequestSearch | null; history?: RequestHistoryEntry[] } = {},
) {
  return {
    [`GET /api/request/part/${PAGE_ORDER_ID}`]: () => jsonResponse(requestDetailBody({ status })),
    [`GET /api/request/history/${PAGE_ORDER_ID}`]: () => jsonResponse({ results: options.history ?? [] }),
    [`GET /api/request/search/${PAGE_ORDER_ID}`]: () => jsonResponse({ search: options.search ?? null }),
  };
}
