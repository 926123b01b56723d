import {
  findFeedbackEndpoint,
  listAdminOrdersEndpoint,
  listAwaitingSelectionEndpoint,
} from '@specsource/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

// The dashboard's figures are the first page of each list, read for its count: nothing new on the server. Their
// keys sit under the lists' own prefixes, so a change that refreshes a list refreshes its figure too.

export function awaitingSelectionFigureOptions() {
  return queryOptions({
    queryKey: ['admin', 'review-selection', 'awaiting', 'figure'],
    queryFn: ({ signal }) => call(listAwaitingSelectionEndpoint, { query: { page: 1 }, signal }),
  });
}

export function ordersFigureOptions() {
  return queryOptions({
    queryKey: ['admin', 'orders', 'figure'],
    queryFn: ({ signal }) => call(listAdminOrdersEndpoint, { query: { page: 1 }, signal }),
  });
}

export function feedbackFigureOptions() {
  return queryOptions({
    queryKey: ['admin', 'feedback', 'figure'],
    queryFn: ({ signal }) => call(findFeedbackEndpoint, { query: { page: 1 }, signal }),
  });
}

export function useDashboardFigures() {
  return {
    awaitingSelection: useQuery(awaitingSelectionFigureOptions()),
    orders: useQuery(ordersFigureOptions()),
    feedback: useQuery(feedbackFigureOptions()),
  };
}
