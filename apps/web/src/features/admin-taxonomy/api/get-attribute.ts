import { type AdminAttribute, getAttributeEndpoint } from '@specsource/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ATTRIBUTES_QUERY_KEY } from '../../../lib/classification-attributes-query.ts';

/** One attribute with its type, options, units in order and bounds. */
export function getAttribute(id: number, signal?: AbortSignal): Promise<AdminAttribute> {
  return call(getAttributeEndpoint, { params: { id }, signal });
}

export function attributeQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ATTRIBUTES_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getAttribute(id, signal),
  });
}
