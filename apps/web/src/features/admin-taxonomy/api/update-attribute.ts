import { type AttributeBody, updateAttributeEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ATTRIBUTES_QUERY_KEY } from '../../../lib/classification-attributes-query.ts';

export interface UpdateAttributeInput {
  id: number;
  body: AttributeBody;
}

/** Replaces an attribute's title, type, options, units and bounds. */
export function updateAttribute({ id, body }: UpdateAttributeInput) {
  return call(updateAttributeEndpoint, { params: { id }, body });
}

export function useUpdateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTRIBUTES_QUERY_KEY }),
  });
}
