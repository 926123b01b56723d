import { deleteClassificationEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { classificationAttributesQueryKey } from '../../../lib/classification-attributes-query.ts';
import { CLASSIFICATIONS_QUERY_KEY } from '../../../lib/classifications-query.ts';

/** Deletes a classification with its attributes; the server refuses (409) while a part uses either. */
export function deleteClassification(id: number) {
  return call(deleteClassificationEndpoint, { params: { id } });
}

export function useDeleteClassification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClassification,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: classificationAttributesQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: CLASSIFICATIONS_QUERY_KEY });
    },
  });
}
