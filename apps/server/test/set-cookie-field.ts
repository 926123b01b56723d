/**
 * One `Set-Cookie` field as a browser's jar takes it: the name, the value, and whether it deletes the cookie
 * (Max-Age ≤ 0, an Expires in the past, or an empty value). For the clients the tests and harnesses use to
 * talk to the app like a browser.
 */
export function parseSetCookie(field: string): { name: string; value: string; isCleared: boolean } {
  const [pair = '', ...attributes] = field.split(';');
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  const isCleared = attributes.some((attribute) => {
    const [key = '', attributeValue = ''] = attribute.trim().split('=');
    return (
      (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) ||
      (key.toLowerCase() === 'expires' && new Date(attributeValue).getTime() < Date.now())
    );
  });
  return { name, value, isCleared: isCleared || value === '' };
}
