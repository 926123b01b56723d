import { useParams, useSearchParams } from 'react-router';
import { RequireRole } from '../features/auth/components/require-role.tsx';
import { ReviewAttachmentDeletePage } from '../features/supplier-portal/components/review-attachment-delete-page.tsx';
import { NotFoundRoute } from './not-found.tsx';

const positiveId = (text: string | null | undefined): number | null => {
  const value = Number(text);
  return text && Number.isSafeInteger(value) && value >= 1 ? value : null;
};

/**
 * docs/spec/marketplace-spec.md §2 'Other routes' — /request/review_attachment/{id}/delete (`?request=` to return to).
 */
export function ReviewAttachmentDeleteRoute() {
  const attachmentId = positiveId(useParams().id);
  const [search] = useSearchParams();
  if (attachmentId === null) {
    return <NotFoundRoute />;
  }
  return (
    <RequireRole
      allowedRole="supplier"
      deniedTitle="Only the supplier who made the offer can delete its files"
    >
      <ReviewAttachmentDeletePage attachmentId={attachmentId} requestId={positiveId(search.get('request'))} />
    </RequireRole>
  );
}
