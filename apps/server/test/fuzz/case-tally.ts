import type { FuzzRoute } from './fuzz-routes.ts';
import { type FuzzRole, ROLES } from './fuzz-world.ts';

/** Requests sent per route and role, and the statuses that came back: the suite's report. */
export interface CaseTally {
  count(route: FuzzRoute, role: FuzzRole, status: number): void;
  casesOf(route: FuzzRoute): Record<FuzzRole, number>;
  total(): number;
  /** One line per route: cases by role, total, and the statuses seen (`200×3 400×12`). */
  table(): string;
}

export function createTally(routes: readonly FuzzRoute[]): CaseTally {
  const byRoute = new Map(
    routes.map((route) => [
      route.key,
      {
        roles: Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<FuzzRole, number>,
        statuses: new Map<number, number>(),
      },
    ]),
  );
  const entryOf = (route: FuzzRoute) => {
    const entry = byRoute.get(route.key);
    if (!entry) {
      throw new Error(`${route.key} is not in the tally`);
    }
    return entry;
  };
  return {
    count(route, role, status) {
      const entry = entryOf(route);
      entry.roles[role] += 1;
      entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    },
    casesOf: (route) => ({ ...entryOf(route).roles }),
    total: () =>
      [...byRoute.values()].reduce(
        (sum, entry) => sum + ROLES.reduce((n, role) => n + entry.roles[role], 0),
        0,
      ),
    table() {
      const width = Math.max(...[...byRoute.keys()].map((key) => key.length), 5);
      const header = `${'route'.padEnd(width)}  ${ROLES.map((role) => role.padStart(8)).join(' ')}    total  statuses`;
      const lines = [...byRoute].map(([key, entry]) => {
        const cells = ROLES.map((role) => String(entry.roles[role]).padStart(8)).join(' ');
        const total = ROLES.reduce((n, role) => n + entry.roles[role], 0);
        const statuses = [...entry.statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ');
        return `${key.padEnd(width)}  ${cells} ${String(total).padStart(8)}  ${statuses}`;
      });
      return [header, ...lines, `${byRoute.size} routes, ${this.total()} requests`].join('\n');
    },
  };
}
