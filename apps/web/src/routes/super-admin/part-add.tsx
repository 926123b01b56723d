import { AddPartPage } from '../../features/admin-parts/components/add-part-page.tsx';

export function AdminPartAddRoute() {
  return <AddPartPage />;
}
