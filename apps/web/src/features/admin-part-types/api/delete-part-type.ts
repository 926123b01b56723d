import { deletePartTypeEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { PART_TYPES_QUERY_KEY } from '../../../lib/part-types-query.ts';

/** Deletes a part type; the server refuses (409, naming the parts) while parts use it. */
export async function deletePartType(id: number): Promise<string> {
  const { detail } = await call(deletePartTypeEndpoint, { params: { id } });
  return detail;
}

export function useDeletePartType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartType,
    // Not awaited: the page leaves the deleted type before the list comes back without it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PART_TYPES_QUERY_KEY });
    },
  });
}
