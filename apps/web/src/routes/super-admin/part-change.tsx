import { useParams } from 'react-router';
import { EditPartPage } from '../../features/admin-parts/components/edit-part-page.tsx';
import { partIdOf } from '../../features/admin-parts/lib/part-id.ts';

export function AdminPartChangeRoute() {
  const { id } = useParams();
  // key: another part is a new form, with fresh state.
  return <EditPartPage key={id} id={partIdOf(id)} />;
}
