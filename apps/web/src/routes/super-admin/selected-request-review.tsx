import { ReviewSelectionPage } from '../../features/admin-review-selection/components/review-selection-page.tsx';

export function AdminSelectedRequestReviewRoute() {
  return <ReviewSelectionPage />;
}
