import { deleteSupplierReviewAttachmentEndpoint } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { SUPPLIER_PORTAL_QUERY_KEY } from './list-supplier-requests.ts';

export function deleteReviewAttachment(attachmentId: number) {
  return call(deleteSupplierReviewAttachmentEndpoint, { params: { id: attachmentId } });
}

/** Deletes a file of the supplier's own offer; the answer names its request, to go back to. */
export function useDeleteReviewAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviewAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_PORTAL_QUERY_KEY }),
  });
}
