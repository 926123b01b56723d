// Run as a script by embedded-optional-sdks.test.ts: loads the app's module graph, builds the embedded file store
// and payment provider, and prints which optional SDKs were loaded on the way. Every module resolved, ESM or
// CommonJS, passes the resolve hook.
import { registerHooks } from 'node:module';

const resolved: string[] = [];
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    resolved.push(result.url);
    return result;
  },
});

const { mkdtemp, rm } = await import('node:fs/promises');
const { tmpdir } = await import('node:os');
const path = await import('node:path');
await import('../src/app.ts');
const { loadConfig } = await import('../src/platform/config/env.ts');
const { createFileStore } = await import('../src/platform/files/create-file-store.ts');
const { createPaymentProvider } = await import('../src/domain/payments/create-payment-provider.ts');

const dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-optional-sdks-'));
const config = loadConfig({ DATA_DIR: dataDir });
await createFileStore(config);
// The sandbox provider keeps the database for later; building it reads nothing.
await createPaymentProvider(config, {} as never);
await rm(dataDir, { recursive: true, force: true });
const loaded = (part: string) => resolved.some((url) => url.includes(part));
process.stdout.write(
  JSON.stringify({ awsSdk: loaded('/@aws-sdk/client-s3/'), stripe: loaded('/node_modules/stripe/') }),
);
