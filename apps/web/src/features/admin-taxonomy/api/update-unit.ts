import { type UnitBody, updateUnitEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ATTRIBUTES_QUERY_KEY } from '../../../lib/classification-attributes-query.ts';
import { UNITS_QUERY_KEY } from './list-units.ts';

export interface UpdateUnitInput {
  id: number;
  body: UnitBody;
}

/** Renames a unit. */
export function updateUnit({ id, body }: UpdateUnitInput) {
  return call(updateUnitEndpoint, { params: { id }, body });
}

export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnit,
    // Attributes show their units by title.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: UNITS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ATTRIBUTES_QUERY_KEY }),
      ]),
  });
}
