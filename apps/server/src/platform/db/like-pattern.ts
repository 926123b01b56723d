/** `%`, `_` and `\` typed by a user are literal characters in a LIKE pattern, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
