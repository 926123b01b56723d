import path from 'node:path';
import { ATTACHMENT_NAME_MAX_LENGTH } from '@specsource/contracts';

// Bidirectional overrides can make `evil‮fdp.exe` read as `evil.exe.pdf`; control characters break headers.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as the client sent it, made safe to keep and show: the base name only (so `../../etc/passwd`
 * becomes `passwd`), without control or direction-changing characters, at most 255 characters with the
 * extension kept. Empty when nothing usable is left.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_NAME_CHARACTERS, '').trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) {
    return '';
  }
  const characters = Array.from(cleaned);
  if (characters.length <= ATTACHMENT_NAME_MAX_LENGTH) {
    return cleaned;
  }
  const extension = Array.from(path.extname(cleaned));
  const keep = extension.length < 16 ? extension : [];
  return characters.slice(0, ATTACHMENT_NAME_MAX_LENGTH - keep.length).join('') + keep.join('');
}
