import { ActionIcon, Alert, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { ASSISTANT_MESSAGES, type PartStructure } from '@specsource/contracts';
import { useEffect, useRef, useState } from 'react';
import { AssistantError, askAssistantStreaming } from '../../../api/assistant.ts';
import { AssistantAnswer } from './assistant-answer.tsx';

// docs/spec/pump-selection-spec.md §9 — the assistant appears 2000 ms after the Specification tab opens.
export const ASSISTANT_DELAY_MS = 2000;

interface AssistantBarProps {
  slug: string;
  /** The current structure with the values typed so far. */
  answer: () => PartStructure;
  /** How long after the step shows the bar appears. */
  delayMs?: number;
}

/** Ask the engineering assistant about the part being specified (docs/spec/pump-selection-spec.md §2). */
export function AssistantBar({ slug, answer, delayMs = ASSISTANT_DELAY_MS }: AssistantBarProps) {
  const [isShown, setIsShown] = useState(false);
  const [question, setQuestion] = useState('');
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setIsShown(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      abort.current?.abort();
    };
  }, [delayMs]);

  if (!isShown) {
    return null;
  }

  const send = async () => {
    if (question.trim() === '') {
      setProblem(ASSISTANT_MESSAGES.promptRequired);
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProblem(null);
    setReply('');
    setIsAsking(true);
    try {
      const text = await askAssistantStreaming(
        { prompt: question, context: { part: slug, answer: answer() } },
        setReply,
        controller.signal,
      );
      if (text.trim() === '') {
        setProblem(ASSISTANT_MESSAGES.noResponse);
      }
    } catch (error) {
      if (!controller.signal.aborted) {
        setProblem(error instanceof AssistantError ? error.message : ASSISTANT_MESSAGES.requestFailed);
      }
    } finally {
      if (abort.current === controller) {
        setIsAsking(false);
      }
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="assistant-heading">
      <Stack gap="sm">
        <Text id="assistant-heading" fw={600}>
          Ask the engineering assistant
        </Text>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            aria-label="Your question"
            placeholder="e.g. Which materials suit seawater service?"
            rows={2}
            resize="vertical"
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter sends; Shift+Enter is a new line.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send();
              }
            }}
          />
          <ActionIcon size="lg" onClick={() => void send()} loading={isAsking} aria-label="Send question">
            <span aria-hidden>➤</span>
          </ActionIcon>
        </Group>
        {problem ? (
          <Alert color={problem === ASSISTANT_MESSAGES.noResponse ? 'yellow' : 'red'} role="alert">
            {problem}
          </Alert>
        ) : null}
        {reply ? (
          <section aria-live="polite" aria-busy={isAsking} aria-label="Assistant answer">
            <AssistantAnswer text={reply} />
          </section>
        ) : null}
      </Stack>
    </Card>
  );
}
