import { type AttributeBody, createAttributeEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ATTRIBUTES_QUERY_KEY } from '../../../lib/classification-attributes-query.ts';

export function createAttribute(body: AttributeBody) {
  return call(createAttributeEndpoint, { body });
}

export function useCreateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTRIBUTES_QUERY_KEY }),
  });
}
