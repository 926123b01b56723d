import { useQuery } from '@tanstack/react-query';
import { feedbackFigureOptions } from '../../../api/feedback.ts';
import { adminOrdersFigureOptions } from '../../../api/orders.ts';
import { awaitingSelectionFigureOptions } from '../../../api/reviews.ts';

// The dashboard's figures are the first page of each list, read for its count: nothing new on the server. Their
// keys sit under the lists' own prefixes, so a change that refreshes a list refreshes its figure too.
export function useDashboardFigures() {
  return {
    awaitingSelection: useQuery(awaitingSelectionFigureOptions()),
    orders: useQuery(adminOrdersFigureOptions()),
    feedback: useQuery(feedbackFigureOptions()),
  };
}
