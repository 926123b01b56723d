import { notifications } from '@mantine/notifications';
import { MESSAGES, type MfaSignInResponse } from '@specsource/contracts';
import { FEW_MFA_RECOVERY_CODES } from '../../../config/constants.ts';

/** What a user with few recovery codes left is told, so a lost phone does not lock them out. */
export function recoveryCodesLeftMessage(left: number): string {
  const codes = left === 1 ? '1 recovery code' : `${left} recovery codes`;
  return `You have ${codes} left. Make new ones on your account page.`;
}

/** The toasts of a sign-in finished with a code: the usual success, and a warning when recovery codes run low. */
export function notifyMfaSignIn({ recovery_codes_left: left }: MfaSignInResponse): void {
  notifications.show({ color: 'green', message: MESSAGES.loginSuccessful });
  if (left !== undefined && left <= FEW_MFA_RECOVERY_CODES) {
    notifications.show({ color: 'yellow', message: recoveryCodesLeftMessage(left) });
  }
}
