import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema/index.ts',
  out: './drizzle',
  // TS keys are camelCase; every table, column and constraint in SQL is snake_case.
  casing: 'snake_case',
  strict: true,
});
