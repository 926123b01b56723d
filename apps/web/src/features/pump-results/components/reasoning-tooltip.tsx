import { Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';

/**
 * The match's AI reasoning (docs/spec/pump-selection-spec.md §2: a tooltip on hover), shown on hover and on keyboard
 * focus too, closed with Escape (WCAG 1.4.13); screen readers get the full text as the trigger's description.
 */
export function ReasoningTooltip({ reasoning, label }: { reasoning: string; label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const descriptionId = useId();

  if (reasoning.trim() === '') {
    return <Text size="sm">N/A</Text>;
  }
  return (
    <>
      <Tooltip label={reasoning} opened={isOpen} multiline w={320} position="left" withArrow>
        <UnstyledButton
          aria-label={label}
          aria-describedby={descriptionId}
          onMouseEnter={() => setIsOpen(true)}
          onMouseLeave={() => setIsOpen(false)}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          onClick={() => setIsOpen((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setIsOpen(false);
            }
          }}
          maw={220}
          style={{ textDecoration: 'underline dotted' }}
        >
          <Text size="sm" lineClamp={1}>
            {reasoning}
          </Text>
        </UnstyledButton>
      </Tooltip>
      <VisuallyHidden id={descriptionId}>{reasoning}</VisuallyHidden>
    </>
  );
}
