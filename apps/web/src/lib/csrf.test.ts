import { describe, expect, it } from 'vitest';
import { readCsrfToken } from './csrf';

describe('readCsrfToken', () => {
  it('reads the csrftoken cookie over http, decoded', () => {
    expect(readCsrfToken('theme=dark; csrftoken=abc%2D123; sid=x')).toBe('abc-123');
  });

  it("prefers the server's __Host-csrftoken over a plain one a sibling host could have planted", () => {
    expect(readCsrfToken('csrftoken=planted; __Host-csrftoken=real')).toBe('real');
    expect(readCsrfToken('__Host-csrftoken=real; csrftoken=planted')).toBe('real');
  });

  it('answers null before the server has set one', () => {
    expect(readCsrfToken('')).toBeNull();
    expect(readCsrfToken('xcsrftoken=nope')).toBeNull();
  });
});
