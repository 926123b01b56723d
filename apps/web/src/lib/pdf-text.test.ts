import { describe, expect, it } from 'vitest';
import { toPdfText } from './pdf-text.ts';

describe('toPdfText', () => {
  it('spells out the typographic and engineering characters Helvetica lacks', () => {
    expect(toPdfText('L10 ≥ 25,000 h – 70–120 % · “KP—300” …')).toBe(
      'L10 >= 25,000 h - 70-120 % · "KP-300" ...',
    );
  });

  it('keeps Latin-1 characters and writes anything else as ?', () => {
    expect(toPdfText('Müller × 2 at 68 °F')).toBe('Müller × 2 at 68 °F');
    expect(toPdfText('猫')).toBe('?');
  });
});
