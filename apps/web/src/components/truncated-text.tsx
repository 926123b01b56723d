import { Popover, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';

// Longer texts are likely cut off in a table cell, so they take keyboard focus to show the full text.
const FOCUSABLE_FROM_LENGTH = 40;

/**
 * One line of text cut with an ellipsis; the full text shows on hover and on keyboard focus. Screen
 * readers read the whole text, which stays in the DOM. Empty text shows a dimmed dash.
 */
export function TruncatedText({ text, maxWidth = 220 }: { text: string; maxWidth?: number }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  const tooltipId = useId();

  if (text.trim() === '') {
    return (
      <Text span c="dimmed" fz="sm" aria-label="None">
        —
      </Text>
    );
  }
  // A Popover rather than Mantine's Tooltip: its hover and focus hooks would add ~20 kB of
  // floating-ui to the entry chunk, where the header's menu already keeps that module.
  return (
    <Popover opened={isOpen} withRoles={false} position="bottom-start" width={360} shadow="md" withArrow>
      <Popover.Target>
        <Text
          fz="sm"
          truncate="end"
          maw={maxWidth}
          tabIndex={text.length >= FOCUSABLE_FROM_LENGTH ? 0 : undefined}
          aria-describedby={isOpen ? tooltipId : undefined}
          onMouseEnter={open}
          onMouseLeave={close}
          onFocus={open}
          onBlur={close}
        >
          {text}
        </Text>
      </Popover.Target>
      <Popover.Dropdown id={tooltipId} role="tooltip" fz="sm" style={{ pointerEvents: 'none' }}>
        {text}
      </Popover.Dropdown>
    </Popover>
  );
}
