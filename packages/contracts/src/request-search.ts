import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { DispatcherResponseSchema } from './pump-search.ts';
import { OrderIdParamsSchema } from './review-selection.ts';

// A request's latest pump search, so its wizard and its page show the results again after a reload or an
// activation, without searching again.

export const RequestSearchSchema = DispatcherResponseSchema.extend({ created_at: z.string() });
export type RequestSearch = z.infer<typeof RequestSearchSchema>;

export const getRequestSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/request/search/:order_id',
  summary: 'The latest search stored with a request of yours (null before its first search)',
  tags: ['pump-search', 'requests'],
  params: OrderIdParamsSchema,
  response: z.object({ search: RequestSearchSchema.nullable() }),
});
