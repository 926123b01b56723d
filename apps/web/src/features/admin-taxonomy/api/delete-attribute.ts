import { deleteAttributeEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ATTRIBUTES_QUERY_KEY } from '../../../lib/classification-attributes-query.ts';

/** Deletes an attribute; the server refuses (409) while a part uses it. */
export function deleteAttribute(id: number) {
  return call(deleteAttributeEndpoint, { params: { id } });
}

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTRIBUTES_QUERY_KEY }),
  });
}
