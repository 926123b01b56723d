import type { DemoAccount } from '../src/banner.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data-dir tarball, migrated and seeded once per run. */
    goldenPglitePath: string;
    /** Set when the suite runs on PostgreSQL (`npm run test:pg`): a migrated, seeded template database. */
    goldenPostgresUrl: string;
    /** The seeded demo accounts with their plain passwords. */
    seededAccounts: DemoAccount[];
  }
}
