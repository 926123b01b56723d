import type { FileBytes } from '../file-bytes.ts';

const HTML_LOOKING = /<\s*(!doctype|html|head|body|script|iframe|object|embed|svg|meta|link|style)\b/i;
// A tag split across two chunks is still seen: each chunk is searched together with the end of the one before.
const HTML_OVERLAP_CHARACTERS = 64;

/**
 * Text that is valid UTF-8, has no NUL byte and does not look like a page or script a browser would run, read
 * chunk by chunk so a 10 MiB file is never whole in memory.
 */
export async function isCsv(file: FileBytes): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let carried = '';
  let isStart = true;
  try {
    for await (const chunk of file.stream()) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) {
        return false;
      }
      const text = decoder.decode(bytes, { stream: true });
      if (isStart && text.trimStart() !== '') {
        if (text.trimStart().startsWith('<')) {
          return false;
        }
        isStart = false;
      }
      if (HTML_LOOKING.test(carried + text)) {
        return false;
      }
      carried = text.slice(-HTML_OVERLAP_CHARACTERS);
    }
    decoder.decode();
  } catch {
    return false;
  }
  return true;
}
