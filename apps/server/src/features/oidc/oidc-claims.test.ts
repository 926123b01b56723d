import { describe, expect, it } from 'vitest';
import { renderPage } from './html-page.ts';
import { isEmailClaimVerified, readIdentityClaims } from './oidc-claims.ts';

const base = { iss: 'https://issuer.example', sub: 'subject-1' };

describe('isEmailClaimVerified', () => {
  it.each([
    ['google', { email_verified: true }, true],
    ['google', { email_verified: 'true' }, false],
    ['google', { email_verified: false, xms_edov: true }, false],
    // nOAuth: Microsoft's email_verified is not trusted, only the domain-owner flag.
    ['microsoft', { email_verified: true }, false],
    ['microsoft', { xms_edov: true }, true],
    ['microsoft', { xms_edov: 'true' }, false],
    ['microsoft', {}, false],
  ] as const)('%s %j → %s', (provider, claims, expected) => {
    expect(isEmailClaimVerified(provider, claims)).toBe(expected);
  });
});

describe('readIdentityClaims', () => {
  it('lower-cases the e-mail and takes given and family names', () => {
    expect(
      readIdentityClaims('google', {
        ...base,
        email: ' Ada@Example.COM ',
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
        name: 'ignored',
      }),
    ).toEqual({
      issuer: 'https://issuer.example',
      subject: 'subject-1',
      email: 'ada@example.com',
      isEmailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('splits `name` when there are no given or family names', () => {
    expect(readIdentityClaims('microsoft', { ...base, name: 'Grace  Brewster Hopper' })).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
    });
  });

  it('drops an e-mail claim that is not an address, and then it is never verified', () => {
    expect(
      readIdentityClaims('google', { ...base, email: 'not-an-address', email_verified: true }),
    ).toMatchObject({
      email: null,
      isEmailVerified: false,
    });
  });
});

describe('renderPage', () => {
  it('escapes every text and link it shows', () => {
    const html = renderPage({
      title: '<script>alert(1)</script>',
      message: 'Tom & "Jerry"',
      links: [{ href: '/login?url=/a&b="c"', label: "<b>it's</b>" }],
    });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(html).toContain('<a href="/login?url=/a&amp;b=&quot;c&quot;">&lt;b&gt;it&#39;s&lt;/b&gt;</a>');
    expect(html).not.toContain('<script>');
  });
});
