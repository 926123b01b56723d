import { fileURLToPath } from 'node:url';

/** drizzle-kit's generated SQL migrations, the same for both engines. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));
