import { expect as fixtureExpect } from './fixtures.ts';

/** Journeys load pages and search on a shared 2-core machine: each of their assertions waits up to 15 s. */
export const expect = fixtureExpect.configure({ timeout: 15_000 });
