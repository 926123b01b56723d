import { type EndpointResponse, findFeedbackEndpoint } from '@specsource/contracts';
import type { DataTableParams } from '../../../components/data-table/types.ts';
import { call } from '../../../lib/api-client.ts';

export type FeedbackPage = EndpointResponse<typeof findFeedbackEndpoint>;
export type FeedbackItem = FeedbackPage['results'][number];
export type FeedbackSummary = FeedbackPage['summary'];

export const FEEDBACK_QUERY_KEY = ['admin', 'feedback'] as const;

/**
 * One page of feedback, newest first, with the summary over all of it. The endpoint takes only
 * `page`: it neither sorts nor searches, so the table offers neither.
 */
export function findFeedbackPage(params: DataTableParams, signal?: AbortSignal): Promise<FeedbackPage> {
  return call(findFeedbackEndpoint, { query: { page: params.page }, signal });
}
