import { createPartTypeEndpoint, type PartType, type PartTypeBody } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { PART_TYPES_QUERY_KEY } from '../../../lib/part-types-query.ts';

export function createPartType(body: PartTypeBody): Promise<PartType> {
  return call(createPartTypeEndpoint, { body });
}

export function useCreatePartType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PART_TYPES_QUERY_KEY }),
  });
}
