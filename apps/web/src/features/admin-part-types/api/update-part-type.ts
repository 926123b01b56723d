import { type PartType, type PartTypeBody, updatePartTypeEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { PART_TYPES_QUERY_KEY } from '../../../lib/part-types-query.ts';

export function updatePartType({ id, body }: { id: number; body: PartTypeBody }): Promise<PartType> {
  return call(updatePartTypeEndpoint, { params: { id }, body });
}

export function useUpdatePartType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PART_TYPES_QUERY_KEY }),
  });
}
