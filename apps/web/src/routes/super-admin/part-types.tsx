import { PartTypesPage } from '../../features/admin-part-types/components/part-types-page.tsx';

export function AdminPartTypesRoute() {
  return <PartTypesPage />;
}
