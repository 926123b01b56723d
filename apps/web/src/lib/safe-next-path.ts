const FALLBACK = '/';
const MAX_DECODE_ROUNDS = 3;

/**
 * `candidate` when it is a same-origin relative path (`/part/pump?tab=Comment`), otherwise `'/'`.
 * Refuses `//host`, `/\host`, schemes, control characters and percent-encoded variants of them.
 */
export function safeNextPath(candidate: string | null | undefined): string {
  if (typeof candidate !== 'string' || !isSafeAfterDecoding(candidate)) {
    return FALLBACK;
  }
  return candidate;
}

function isSafeAfterDecoding(candidate: string): boolean {
  let current = candidate;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!isSafeLiteral(current)) {
      return false;
    }
    const decoded = tryDecode(current);
    if (decoded === null) {
      return false;
    }
    if (decoded === current) {
      return true;
    }
    current = decoded;
  }
  // Still changing after several rounds: nested encoding is not something we emit.
  return false;
}

function isSafeLiteral(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return false;
  }
  if (hasControlCharacter(path)) {
    return false;
  }
  // Belt and braces: the browser's own parser must keep it on our origin.
  const base = 'https://specsource.invalid';
  try {
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

function tryDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

// C0 controls, DEL and C1 controls: browsers strip some (tab, newline) before parsing, turning
// `/\t/evil.example` into `//evil.example`.
function hasControlCharacter(path: string): boolean {
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) {
      return true;
    }
  }
  return false;
}
