import { useParams } from 'react-router';
import { ClassificationPage } from '../../features/admin-taxonomy/components/classification-page.tsx';

export function AdminClassificationRoute() {
  const { id = '' } = useParams();
  // key: another classification is another page, with fresh state (table page, open modals).
  return <ClassificationPage key={id} id={id} />;
}
