import { Affix, Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { usePartType } from '../../../api/part-types.ts';
import { resultsDisplayOf } from '../lib/results-display.ts';
import { FeedbackModal } from './feedback-modal.tsx';

/** The button's height (42 px) and its 20 px offset from the bottom, with a little air. */
const FLOATING_CLEARANCE_PX = 80;

export interface FeedbackButtonProps {
  /** The search's session id (`search_session_id`); null before a search. */
  searchSessionId: string | null;
  isSearching: boolean;
  /** The part's type name: a type with its feedback feature off has no button (docs/spec/pump-selection-spec.md §9). */
  partType?: string | null;
}

/**
 * docs/spec/pump-selection-spec.md §4 — the floating Feedback button: only with a search session and no search running.
 */
export function FeedbackButton({ searchSessionId, isSearching, partType = null }: FeedbackButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const { data: type } = usePartType(partType);

  if (searchSessionId === null || isSearching || !resultsDisplayOf(type?.config).showFeedback) {
    return null;
  }
  return (
    <>
      {/* Room under the last result, so it can scroll clear of the floating button (the no-match panel's Contact us). */}
      <div style={{ height: FLOATING_CLEARANCE_PX }} aria-hidden />
      {/* Hidden while its modal is open: it would float over the modal's Submit on a phone. */}
      <Affix position={{ bottom: 20, right: 20 }} hidden={isOpen}>
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
