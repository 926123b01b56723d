import { type ClassificationBody, updateClassificationEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { CLASSIFICATIONS_QUERY_KEY } from '../../../lib/classifications-query.ts';

export interface UpdateClassificationInput {
  id: number;
  body: ClassificationBody;
}

/** Renames a classification. */
export function updateClassification({ id, body }: UpdateClassificationInput) {
  return call(updateClassificationEndpoint, { params: { id }, body });
}

export function useUpdateClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClassification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSIFICATIONS_QUERY_KEY }),
  });
}
