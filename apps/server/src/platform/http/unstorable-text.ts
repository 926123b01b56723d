import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

// Text PostgreSQL cannot store: U+0000 in text ('The character with code zero cannot be stored', docs §8.3) or
// jsonb, and an unpaired UTF-16 surrogate, which JSON writes as `\ud800` and jsonb refuses ('invalid Unicode
// surrogate pair'). Either would fail its query as a 500; neither is text a person typed, so the API refuses
// it as that field's 400 (OWASP ASVS 5.0 §2.2.1, §16.5.1).

export const UNSTORABLE_TEXT_MESSAGE =
  'This field contains a character that is not allowed (a NUL or an unpaired surrogate).';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

interface Visit {
  node: unknown;
  key: string;
  /** Index of the parent's visit in `seen`; -1 at the root. Paths are built only for the one found. */
  parent: number;
}

function pathOf(seen: readonly Visit[], index: number): string {
  const keys: string[] = [];
  for (let at = index; at > 0; at = (seen[at] as Visit).parent) {
    keys.push((seen[at] as Visit).key);
  }
  return keys.reverse().join('.');
}

/**
 * The path (`a.b.0`) of the first string or object key in a parsed value that holds such a character, or
 * null. Iterative and linear in the value's size, so a deeply nested body can neither exhaust the stack nor
 * cost quadratic time.
 */
export function findUnstorableText(value: unknown): string | null {
  const seen: Visit[] = [{ node: value, key: '', parent: -1 }];
  const pending = [0];
  while (pending.length > 0) {
    const index = pending.pop() as number;
    const { node } = seen[index] as Visit;
    if (typeof node === 'string') {
      if (isUnstorable(node)) {
        return pathOf(seen, index);
      }
    } else if (typeof node === 'object' && node !== null && !Buffer.isBuffer(node)) {
      for (const [key, child] of Object.entries(node)) {
        seen.push({ node: child, key, parent: index });
        if (isUnstorable(key)) {
          return pathOf(seen, seen.length - 1);
        }
        pending.push(seen.length - 1);
      }
    }
  }
  return null;
}

/** Route hook (after schema validation): refuses such text in params, query or body, naming the field. */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  const parts: Array<[string, unknown]> = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [context, value] of parts) {
    const path = findUnstorableText(value);
    if (path !== null) {
      // A key of blanks names nothing a person could find: the part then stands for the field.
      const field = path.trim() === '' ? context : path;
      throw new AppError('VALIDATION', `Check the field '${field}': ${UNSTORABLE_TEXT_MESSAGE}`, {
        [field]: [UNSTORABLE_TEXT_MESSAGE],
      });
    }
  }
}
