import { type ClassificationBody, createClassificationEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { CLASSIFICATIONS_QUERY_KEY } from '../../../lib/classifications-query.ts';

export function createClassification(body: ClassificationBody) {
  return call(createClassificationEndpoint, { body });
}

export function useCreateClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClassification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSIFICATIONS_QUERY_KEY }),
  });
}
