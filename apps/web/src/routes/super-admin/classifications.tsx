import { ClassificationsPage } from '../../features/admin-taxonomy/components/classifications-page.tsx';

export function AdminClassificationsRoute() {
  return <ClassificationsPage />;
}
