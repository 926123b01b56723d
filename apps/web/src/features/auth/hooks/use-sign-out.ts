import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@specsource/contracts';
import { useLogout } from '../../../api/session.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** Sign out with its toasts: 'You are signed out.', or why it failed (the user stays signed in). */
export function useSignOut() {
  const logout = useLogout();

  const signOut = () => {
    logout.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: 'You are signed out.' }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: isApiError(error) ? error.detail : MESSAGES.internalError,
        }),
    });
  };

  return { signOut, isSigningOut: logout.isPending };
}
