import { ATTACHMENT_MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { checkFileKind } from './file-kinds.ts';

// OWASP ASVS 5.0 §1.3.4 / §5.2.2: scriptable formats (SVG, HTML, XML, JavaScript) are not on the allow-list,
// whatever their bytes, so no upload can carry script to another user's browser.
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('scriptable uploads', () => {
  it.each(['drawing.svg', 'drawing.SVG', 'page.htm', 'page.xhtml', 'data.xml', 'app.js', 'drawing.svgz'])(
    'refuses %s as a type that is not allowed',
    async (name) => {
      expect(await checkFileKind(name, svg)).toEqual({
        ok: false,
        message: ATTACHMENT_MESSAGES.typeNotAllowed,
      });
    },
  );

  it('refuses SVG markup renamed to an allowed extension', async () => {
    for (const name of ['drawing.png', 'drawing.pdf', 'drawing.csv']) {
      expect(await checkFileKind(name, svg)).toEqual({
        ok: false,
        message: ATTACHMENT_MESSAGES.contentMismatch,
      });
    }
  });
});
