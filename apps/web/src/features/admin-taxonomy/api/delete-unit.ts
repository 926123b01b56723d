import { deleteUnitEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { UNITS_QUERY_KEY } from './list-units.ts';

/** Deletes a unit; the server refuses (409) while a part or an attribute uses it. */
export function deleteUnit(id: number) {
  return call(deleteUnitEndpoint, { params: { id } });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNITS_QUERY_KEY }),
  });
}
