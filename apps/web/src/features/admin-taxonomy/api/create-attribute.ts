import { type AttributeBody, createAttribute as createEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ATTRIBUTES_QUERY_KEY } from '../../../lib/classification-attributes-query.ts';

export function createAttribute(body: AttributeBody) {
  return call(createEndpoint, { body });
}

export function useCreateAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTRIBUTES_QUERY_KEY }),
  });
}
