import { describe, expect, it } from 'vitest';
import { wizardAnswer } from '../../../../test/part-answer.ts';
import { createBuiltInAssistant, dontKnowAnswer, IDENTITY_ANSWER, pieces } from './builtin-assistant.ts';
import { trimToQuestion } from './knowledge-answer.ts';

const assistant = createBuiltInAssistant();
const ask = (prompt: string, context = {}) => assistant.answer({ prompt, context });

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const parts: string[] = [];
  for await (const part of stream) {
    parts.push(part);
  }
  return parts;
}

describe('createBuiltInAssistant', () => {
  it('is the built-in kind and says what it is when asked', async () => {
    expect(assistant.kind).toBe('built-in');
    expect(await ask('Are you ChatGPT?')).toBe(IDENTITY_ANSWER);
    expect(IDENTITY_ANSWER).toContain('not a general AI');
  });

  it('computes when the question is a calculation', async () => {
    // 30 m³/h = 30·1000/60/3.785411784 = 132.1 gpm.
    expect(await ask('convert 30 m3/h to gpm')).toContain('**132 gpm**');
  });

  it('uses the wizard values when the question lacks them', async () => {
    // NPSH3 ≈ (3560·√400/8500)^(4/3) = 17.0 ft at 2-pole speed; 20/17.0 = 1.18.
    const answer = await ask('Will my pump cavitate?', {
      part: 'pump',
      answer: wizardAnswer({
        'Flow rate': { value: 400, unit: 'gpm' },
        'NPSH available': { value: 20, unit: 'ft' },
      }),
    });
    expect(answer).toContain("NPSHa 20 ft (the wizard's 'NPSH available' field)");
    expect(answer).toContain('ratio **1.18**');
  });

  it('answers from the best article and names it as the source', async () => {
    const answer = await ask('What is the preferred operating region?');
    expect(answer).toContain('70 % to 120 % of BEP');
    expect(answer).toContain(
      'Source: built-in knowledge base, article "Best efficiency point and operating regions"',
    );
    expect(answer).toContain('ANSI/HI 9.6.3');
  });

  it('says it does not know rather than guess, and points to the wizard and offers', async () => {
    for (const question of [
      'Who won the football world cup in 2022?',
      'What is the price of a Grundfos CR 10?',
    ]) {
      expect(await ask(question)).toBe(dontKnowAnswer());
    }
    expect(dontKnowAnswer()).toContain("'Flow rate'");
    expect(dontKnowAnswer()).toContain('offers');
  });

  it('streams in pieces that join to the whole answer', async () => {
    const question = { prompt: 'what motor for 500 gpm at 120 ft?', context: {} };
    const parts = await collect(assistant.stream(question));
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.join('')).toBe(await assistant.answer(question));
  });
});

describe('answers what was asked, not the nearest calculator', () => {
  it('answers a choice for a service from the knowledge base even when it carries a duty', async () => {
    const answer = await ask('What speed for a pump handling abrasive slurry at 500 gpm and 120 ft?');
    expect(answer).toContain('**Abrasive and slurry service — Speed for abrasive and slurry service**');
    expect(answer).toContain('ANSI/HI 12.1–12.6');
    expect(answer).not.toContain('Affinity');
  });

  it('answers a pump-type choice for a viscous liquid rather than asking for a viscosity correction duty', async () => {
    const answer = await ask('What pump type for a viscous oil of 500 cSt?');
    expect(answer).toContain('Positive displacement');
    expect(answer).not.toContain('To calculate the HI 9.6.7 viscosity correction');
  });

  it('answers materials for seawater with the seawater guidance first', async () => {
    const answer = await ask('Which casing material for seawater service at 300 gpm?');
    expect(answer).toContain('**Materials of construction — Materials for seawater and brines**');
    expect(answer).toContain('Avoid cast iron');
  });

  it('answers a property lookup from the fluid library and NPSHr from Nss with the engine', async () => {
    expect(await ask('What is the vapour pressure of water at 150 °F?')).toContain(
      "**Water at 150 °F = 65.56 °C — the pump engine's fluid library**",
    );
    expect(await ask('NPSH required if Nss is 11,000, 1000 gpm, 1780 rpm')).toContain(
      // (1780·√1000/11000)^(4/3) = 8.82 ft.
      '**Estimated NPSHr (NPSH3) ≈ 8.82 ft',
    );
  });
});

describe('abort', () => {
  it('does not answer a question whose client has gone', async () => {
    const controller = new AbortController();
    controller.abort();
    const question = { prompt: 'convert 30 m3/h to gpm', context: {}, signal: controller.signal };
    await expect(assistant.answer(question)).rejects.toThrow();
    await expect(collect(assistant.stream(question))).rejects.toThrow();
  });

  it('stops streaming when the client goes mid-answer', async () => {
    const controller = new AbortController();
    const parts: string[] = [];
    for await (const part of assistant.stream({
      prompt: 'what motor for 500 gpm at 120 ft?',
      context: {},
      signal: controller.signal,
    })) {
      parts.push(part);
      controller.abort();
    }
    expect(parts).toHaveLength(1);
  });
});

describe('pieces and trimToQuestion', () => {
  it('splits by paragraph keeping the separators', () => {
    expect(pieces('a\n\nb\n\nc')).toEqual(['a\n\n', 'b\n\n', 'c']);
    expect(pieces('one')).toEqual(['one']);
  });

  it('keeps a short section whole and trims a long one to the paragraphs about the question', () => {
    expect(trimToQuestion('short text', ['seal'])).toBe('short text');
    const long = [
      'Intro paragraph.',
      `${'Filler words. '.repeat(100)}`,
      'Seal faces wear when run dry.',
    ].join('\n\n');
    expect(trimToQuestion(long, ['seal'])).toBe('Intro paragraph.\n\nSeal faces wear when run dry.');
  });

  it('keeps a sentence whose word ends in "us" as the index does ("viscous" is not a plural)', () => {
    const long = [
      'Intro paragraph.',
      `${'Filler words. '.repeat(100)}`,
      'Gear pumps suit viscous liquids.',
    ].join('\n\n');
    expect(trimToQuestion(long, ['viscous'])).toBe('Intro paragraph.\n\nGear pumps suit viscous liquids.');
  });
});
