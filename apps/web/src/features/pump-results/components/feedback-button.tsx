import { Affix, Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { usePartType } from '../api/get-part-type.ts';
import { resultsDisplayOf } from '../lib/results-display.ts';
import { FeedbackModal } from './feedback-modal.tsx';

export interface FeedbackButtonProps {
  /** The search's session id (`search_session_id`); null before a search. */
  searchSessionId: string | null;
  isSearching: boolean;
  /** The part's type name: a type with its feedback feature off has no button (pump-selection §9). */
  partType?: string | null;
}

/** spec: pump-selection §4 — the floating Feedback button: only with a search session and no search running. */
export function FeedbackButton({ searchSessionId, isSearching, partType = null }: FeedbackButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const { data: type } = usePartType(partType);

  if (searchSessionId === null || isSearching || !resultsDisplayOf(type?.config).showFeedback) {
    return null;
  }
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }}>
        <Button
          radius="xl"
          size="md"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          aria-haspopup="dialog"
          onClick={() => setIsOpen((open) => !open)}
        >
          Feedback
        </Button>
      </Affix>
      <FeedbackModal
        key={searchSessionId}
        searchSessionId={searchSessionId}
        opened={isOpen}
        onClose={close}
      />
    </>
  );
}
