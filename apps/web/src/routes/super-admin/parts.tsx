import { PartsPage } from '../../features/admin-parts/components/parts-page.tsx';

export function AdminPartsRoute() {
  return <PartsPage />;
}
