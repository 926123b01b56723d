import { Modal } from '@mantine/core';
import { SignInPanel } from './sign-in-panel.tsx';

interface SignInModalProps {
  opened: boolean;
  onClose: () => void;
  onSignedIn: () => void;
  /** Where Google and Microsoft send the user back to afterwards. */
  nextPath: string;
}

/** Static: a stray click on the backdrop must not lose what was typed; Escape and × still close it. */
export function SignInModal({ opened, onClose, onSignedIn, nextPath }: SignInModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Sign in"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <SignInPanel nextPath={nextPath} onSignedIn={onSignedIn} onLeave={onClose} />
    </Modal>
  );
}
