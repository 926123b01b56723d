import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../platform/config/env.ts';
import { createPaymentProvider } from './create-payment-provider.ts';

const database = await createTestDatabase();
afterAll(async () => {
  await database.close();
});

describe('createPaymentProvider', () => {
  it('runs the sandbox when Stripe is not configured', async () => {
    const provider = await createPaymentProvider(loadConfig({}), database.db);
    expect(provider).toMatchObject({ name: 'sandbox', publishableKey: null });
  });

  it('runs Stripe when all three STRIPE_* settings are set', async () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_chooser',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_chooser',
      STRIPE_WEBHOOK_SECRET: 'whsec_chooser',
    });
    expect(await createPaymentProvider(config, database.db)).toMatchObject({
      name: 'stripe',
      publishableKey: 'pk_test_chooser',
    });
  });
});
