import { createPartEndpoint, type PartBody, type PartDetails } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { refreshAfterPartSave } from './invalidate-parts.ts';

/** Creates a part with its classification cards; answers the saved part. */
export function createPart(body: PartBody): Promise<PartDetails> {
  return call(createPartEndpoint, { body });
}

export function useCreatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPart,
    onSuccess: (part) => {
      void refreshAfterPartSave(queryClient, part);
    },
  });
}
