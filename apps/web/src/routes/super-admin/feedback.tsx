import { FeedbackPage } from '../../features/admin-feedback/components/feedback-page.tsx';

export function AdminFeedbackRoute() {
  return <FeedbackPage />;
}
