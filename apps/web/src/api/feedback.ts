import {
  type EndpointResponse,
  type FeedbackBody,
  findFeedbackEndpoint,
  submitFeedbackEndpoint,
} from '@specsource/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../lib/api-client.ts';
import type { ListParams } from './list-page.ts';
import { queryScopes } from './query-scopes.ts';

/** The feedback list's pages (`[...all, params]`) and the dashboard's figure, under one prefix. */
export const feedbackKeys = {
  all: [...queryScopes.admin, 'feedback'] as const,
  figure: () => [...feedbackKeys.all, 'figure'] as const,
};

export type FeedbackPage = EndpointResponse<typeof findFeedbackEndpoint>;
export type FeedbackItem = FeedbackPage['results'][number];
export type FeedbackSummary = FeedbackPage['summary'];

/**
 * One page of feedback, newest first, with the summary over all of it. The endpoint takes only
 * `page`: it neither sorts nor searches, so the table offers neither.
 */
export function findFeedbackPage(params: ListParams, signal?: AbortSignal): Promise<FeedbackPage> {
  return call(findFeedbackEndpoint, { query: { page: params.page }, signal });
}

/** Sends a search's feedback; the server stores the search's own copy of the params and results. */
export async function submitFeedback(body: FeedbackBody): Promise<string> {
  return (await call(submitFeedbackEndpoint, { body })).detail;
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}

/** The admin dashboard's feedback figure: the list's first page, read for its count. */
export function feedbackFigureOptions() {
  return queryOptions({
    queryKey: feedbackKeys.figure(),
    queryFn: ({ signal }) => call(findFeedbackEndpoint, { query: { page: 1 }, signal }),
  });
}
