import {
  createSupplierOfferEndpoint,
  type Offer,
  type OfferBody,
  updateSupplierOfferEndpoint,
} from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { SUPPLIER_PORTAL_QUERY_KEY } from './list-supplier-requests.ts';
import { sendWithFiles } from './send-with-files.ts';

export interface SaveOfferInput {
  /** The request a new offer is for; the offer's own id for an edit. */
  target: { requestId: number } | { reviewId: number };
  body: OfferBody;
  files: readonly File[];
}

/** JSON without files; multipart with them (docs/design.md 'Supplier portal API'). */
export function saveOffer({ target, body, files }: SaveOfferInput): Promise<Offer> {
  if ('requestId' in target) {
    const params = { request_id: target.requestId };
    return files.length === 0
      ? call(createSupplierOfferEndpoint, { params, body })
      : sendWithFiles(createSupplierOfferEndpoint, { params, body, fileField: 'attachments', files });
  }
  const params = { review_id: target.reviewId };
  return files.length === 0
    ? call(updateSupplierOfferEndpoint, { params, body })
    : sendWithFiles(updateSupplierOfferEndpoint, { params, body, fileField: 'attachments', files });
}

/** Makes or changes an offer; the request, its offers and the list's counts all go stale. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_PORTAL_QUERY_KEY }),
  });
}
