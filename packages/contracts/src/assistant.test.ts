import { describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES, AssistantBodySchema, AssistantStreamDeltaSchema } from './assistant.ts';

describe('assistant contract', () => {
  it('keeps the spec texts verbatim (docs/spec/pump-selection-spec.md §5, §8)', () => {
    expect(ASSISTANT_MESSAGES.promptRequired).toBe('Please enter a question before sending.');
    expect(ASSISTANT_MESSAGES.noResponse).toBe('No response received');
    expect(ASSISTANT_MESSAGES.requestFailed).toBe('There was an error processing your request.');
  });

  it('trims the prompt and bounds it at 2,000 characters', () => {
    expect(AssistantBodySchema.parse({ prompt: '  NPSH?  ' })).toEqual({ prompt: 'NPSH?' });
    const blank = AssistantBodySchema.safeParse({ prompt: '   ' });
    expect(blank.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['prompt'], ASSISTANT_MESSAGES.promptRequired],
    ]);
    expect(AssistantBodySchema.safeParse({ prompt: 'x'.repeat(2_000) }).success).toBe(true);
    expect(AssistantBodySchema.safeParse({ prompt: 'x'.repeat(2_001) }).error?.issues[0]?.message).toBe(
      ASSISTANT_MESSAGES.promptTooLong,
    );
  });

  it('describes a stream delta', () => {
    expect(AssistantStreamDeltaSchema.parse({ delta: 'Hi' })).toEqual({ delta: 'Hi' });
  });
});
