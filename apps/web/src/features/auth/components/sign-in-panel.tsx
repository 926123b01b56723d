import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LoginForm } from './login-form.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

interface SignInPanelProps {
  nextPath: string;
  onSignedIn: () => void;
  /** Called when the user follows the Register link (the modal closes). */
  onLeave?: () => void;
}

/** Every way to sign in, shared by the modal and the /login page. */
export function SignInPanel({ nextPath, onSignedIn, onLeave }: SignInPanelProps) {
  return (
    <Stack gap="md">
      <ProviderButtons nextPath={nextPath} />
      <Divider label="or with e-mail" labelPosition="center" />
      <LoginForm onSignedIn={onSignedIn} />
      <Anchor component={Link} to={paths.forgotPassword.getHref()} onClick={onLeave} size="sm">
        Forgot your password?
      </Anchor>
      <Text size="sm" ta="center">
        No account yet?{' '}
        <Anchor component={Link} to={paths.register.getHref(nextPath)} onClick={onLeave}>
          Register
        </Anchor>
      </Text>
    </Stack>
  );
}
