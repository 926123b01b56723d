// Run as a script by create-file-store.test.ts: loads the app's module graph and builds the embedded file store,
// then prints whether the AWS SDK was loaded (it is CommonJS, so it shows in the CommonJS module cache).

import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createFileStore } from '../src/files/create-file-store.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-file-store-'));
await createFileStore(loadConfig({ DATA_DIR: dataDir }));
const loaded = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('client-s3'));
process.stdout.write(JSON.stringify({ awsSdkLoaded: loaded }));
