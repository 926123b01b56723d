import { type PartSuppliers, setPartSuppliersEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { partSuppliersQueryKey } from './get-part-suppliers.ts';

export function setPartSuppliers(input: { partId: number; supplierIds: number[] }): Promise<PartSuppliers> {
  return call(setPartSuppliersEndpoint, { body: { part_id: input.partId, suppliers: input.supplierIds } });
}

/** Replaces the assignment; the answer is the new state, and admin lists (supplier counts) go stale. */
export function useSetPartSuppliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartSuppliers,
    onSuccess: (saved) => {
      queryClient.setQueryData(partSuppliersQueryKey(saved.part.id), saved);
      void queryClient.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => query.queryKey[1] !== 'part-suppliers',
      });
    },
  });
}
