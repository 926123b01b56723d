/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 §4.3 with RFC 8187 encoding): old clients read
 * the ASCII fallback, every current browser the UTF-8 form. Quotes, backslashes, control and non-ASCII
 * characters never reach the quoted string, so a file name cannot break out of the header.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'download';
  // encodeURIComponent leaves !'()* alone; RFC 8187's attr-char does not allow ' ( ) *.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
