import { useParams } from 'react-router';
import { ActivationLanding } from '../features/auth/components/activation-landing.tsx';

export function ActivateRoute() {
  const { token = '' } = useParams();
  // key: another token is another activation.
  return <ActivationLanding key={token} token={token} />;
}
