/**
 * How many test files run at once, for every project. Vitest 5 projects do not inherit the root config's
 * `maxWorkers` (only a project declared with `extends: true` does), so each project's config sets it from here;
 * they must agree, because projects in one group with different `maxWorkers` are refused.
 *
 * Vitest's own default is one worker fewer than the cores: a single worker on a 2-core machine, which then runs
 * every file of a non-isolated project one after the other. Many server files spend their time waiting on child
 * processes (the CLI, the server's own start) and on the embedded database's I/O, so three workers overlap those
 * waits even on two cores.
 */
export declare const TEST_MAX_WORKERS: number;
