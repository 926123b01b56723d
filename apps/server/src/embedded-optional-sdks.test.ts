import { describe, expect, it } from 'vitest';
import { runNodeScript } from '../test/run-node-script.ts';

// An embedded install (no S3_*, no STRIPE_*) never loads the AWS or Stripe SDK: together about 65 MiB of resident
// memory and 350 ms of start-up (platform/files/create-file-store.ts, domain/payments/create-payment-provider.ts).
describe('the embedded app', () => {
  it('loads neither the AWS SDK nor the Stripe SDK', async () => {
    const script = new URL('../test/embedded-optional-sdks.ts', import.meta.url).pathname;
    const run = await runNodeScript(script, [], {});
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ awsSdk: false, stripe: false });
  });
});
