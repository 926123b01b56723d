import { type PartBody, type PartDetails, updatePartEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { refreshAfterPartSave } from './invalidate-parts.ts';

export interface UpdatePartInput {
  id: number;
  body: PartBody;
}

/** Replaces a part's title, description, type and cards; answers the saved part. */
export function updatePart({ id, body }: UpdatePartInput): Promise<PartDetails> {
  return call(updatePartEndpoint, { params: { id }, body });
}

export function useUpdatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePart,
    onSuccess: (part) => {
      void refreshAfterPartSave(queryClient, part);
    },
  });
}
