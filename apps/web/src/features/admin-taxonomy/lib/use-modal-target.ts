import { useState } from 'react';

/**
 * What a modal acts on, and whether it is open. Closing keeps the target, so the heading does not
 * change while the modal fades out.
 */
export function useModalTarget<Target>(initial: Target): ModalTarget<Target> {
  const [target, setTarget] = useState(initial);
  const [isOpen, setIsOpen] = useState(false);
  return {
    target,
    isOpen,
    open: (next: Target) => {
      setTarget(next);
      setIsOpen(true);
    },
    close: () => setIsOpen(false),
  };
}

/** What `useModalTarget` hands out: the modal's target, whether it is open, and the two moves. */
export interface ModalTarget<Target> {
  target: Target;
  isOpen: boolean;
  open: (next: Target) => void;
  close: () => void;
}
