import fc from 'fast-check';
import { hostileString, hostileValue, wrongTypedValue } from './hostile-values.ts';

// JSON values and the one change a case makes to them: set or delete a field, add a mass-assignment key,
// or replace the whole value.

export type Json = unknown;
type Path = Array<string | number>;

const MASS_ASSIGNMENT_KEYS = [
  'role',
  'is_admin',
  'isAdmin',
  'user_id',
  'customer_id',
  'status',
  'price',
  'id',
  'is_active',
];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every path into a JSON value (objects and arrays), shallow first; capped so big answers stay cheap. */
function pathsOf(value: Json, limit = 300): Path[] {
  const paths: Path[] = [];
  const queue: Array<{ node: Json; path: Path }> = [{ node: value, path: [] }];
  while (queue.length > 0 && paths.length < limit) {
    const { node, path } = queue.shift() as { node: Json; path: Path };
    const entries: Array<[string | number, Json]> = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : isRecord(node)
        ? Object.entries(node)
        : [];
    for (const [key, child] of entries) {
      paths.push([...path, key]);
      queue.push({ node: child, path: [...path, key] });
    }
  }
  return paths;
}

function setAt(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) {
    return value;
  }
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    node = node[key] as Record<string | number, Json>;
  }
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

function deleteAt(root: Json, path: Path): Json {
  if (path.length === 0) {
    return undefined;
  }
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    node = node[key] as Record<string | number, Json>;
  }
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(node) && typeof last === 'number') {
    node.splice(last, 1);
  } else {
    delete node[last];
  }
  return copy;
}

/** What a JSON round trip leaves of a value (undefined keys dropped, -0 as 0): what the server parses. */
export function viaJson(value: Json): Json {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

export type Mutation =
  | { kind: 'none' }
  | { kind: 'set'; pick: number; value: Json }
  | { kind: 'delete'; pick: number }
  | { kind: 'extra'; key: string; value: Json }
  | { kind: 'replace'; value: Json };

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: hostileValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.oneof(fc.constantFrom(...MASS_ASSIGNMENT_KEYS), hostileString),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: wrongTypedValue }) },
);

export function mutate(value: Json, mutation: Mutation): { value: Json; label: string } {
  switch (mutation.kind) {
    case 'none':
      return { value, label: 'shaped' };
    case 'replace':
      return { value: mutation.value, label: 'replaced' };
    case 'extra':
      return isRecord(value)
        ? {
            value: { ...value, [mutation.key]: mutation.value },
            label: `extra key ${JSON.stringify(mutation.key).slice(0, 40)}`,
          }
        : { value: mutation.value, label: 'replaced' };
    case 'set':
    case 'delete': {
      const paths = pathsOf(value);
      const path = paths.length === 0 ? [] : (paths[mutation.pick % paths.length] as Path);
      const label = `${mutation.kind} ${path.join('.') || '(root)'}`;
      return mutation.kind === 'set'
        ? { value: setAt(value, path, mutation.value), label }
        : { value: deleteAt(value, path), label };
    }
  }
}
