import { disposableEmailEndpoint, loginEndpoint, userExistsEndpoint } from '@specsource/contracts';
import { call } from '../../../lib/api-client.ts';

/** docs/spec/marketplace-spec.md §5 'Contact step' — a disposable address is refused on leaving the field. */
export async function isDisposableEmail(email: string): Promise<boolean> {
  const { result } = await call(disposableEmailEndpoint, { query: { email } });
  return result === 'yes';
}

/** docs/spec/pump-selection-spec.md §7 — POST /user_exists/: false when the account exists with another password. */
export async function canUseEmail(email: string, password: string): Promise<boolean> {
  const { success } = await call(userExistsEndpoint, { body: { username: email, password } });
  return success === 'success';
}

/** docs/spec/marketplace-spec.md §7 — POST /api/api_login/. */
export function loginWithEmail(email: string, password: string) {
  return call(loginEndpoint, { body: { email, password } });
}
