import { type FeedbackBody, submitFeedbackEndpoint } from '@specsource/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Sends a search's feedback; the server stores the search's own copy of the params and results. */
export async function submitFeedback(body: FeedbackBody): Promise<string> {
  return (await call(submitFeedbackEndpoint, { body })).detail;
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
