import { useParams } from 'react-router';
import { PumpPage } from '../features/pumps/components/pump-page.tsx';

export function PumpRoute() {
  const { id = '' } = useParams();
  // key: another pump is another page, with fresh state (table toggle, download).
  return <PumpPage key={id} id={id} />;
}
