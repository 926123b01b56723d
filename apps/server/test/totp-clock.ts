import { totpAt } from '../src/domain/mfa/totp.ts';

/**
 * A clock a test moves by hand, for the app's `now`: TOTP codes belong to 30-second steps and each step is
 * accepted once, so a test that signs in twice takes the code of the next step.
 */
export function createTotpClock(startMs: number) {
  let at = startMs;
  return {
    now: () => new Date(at),
    advance(ms: number): void {
      at += ms;
    },
    /** Moves to the next time step and answers its code. */
    nextCode(secret: string): string {
      at += 30_000;
      return totpAt(secret, new Date(at));
    },
  };
}
