import { createUnitEndpoint, type UnitBody } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { UNITS_QUERY_KEY } from './list-units.ts';

export function createUnit(body: UnitBody) {
  return call(createUnitEndpoint, { body });
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNITS_QUERY_KEY }),
  });
}
