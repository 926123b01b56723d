import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './offer-form-values.ts';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('attachmentProblem', () => {
  it('accepts allowed kinds within the limits', () => {
    expect(attachmentProblem([file('quote.PDF'), file('part.step')])).toBeNull();
  });

  it('names the file of a kind not accepted, an empty one or one too large', () => {
    expect(attachmentProblem([file('setup.exe')])).toBe(`setup.exe: ${ATTACHMENT_MESSAGES.typeNotAllowed}`);
    expect(attachmentProblem([file('empty.pdf', 0)])).toBe(`empty.pdf: ${ATTACHMENT_MESSAGES.empty}`);
    expect(attachmentProblem([file('huge.pdf', ATTACHMENT_MAX_BYTES + 1)])).toBe(
      `huge.pdf: ${ATTACHMENT_MESSAGES.tooLarge}`,
    );
  });

  it('counts the files already on the offer against the limit', () => {
    expect(attachmentProblem([file('a.pdf'), file('b.pdf')], 3)).toBeNull();
    expect(attachmentProblem([file('a.pdf'), file('b.pdf')], 4)).toBe(ATTACHMENT_MESSAGES.tooMany);
  });
});
