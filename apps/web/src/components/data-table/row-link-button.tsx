import { Button } from '@mantine/core';
import { Link } from 'react-router';

interface RowLinkButtonProps {
  to: string;
  /** What the button says ('Open'). */
  children: string;
  /** Its name for assistive technology, naming the row ('Open request X'). */
  label: string;
}

/** A row's action that opens another page, the same in a table and in a phone's card. */
export function RowLinkButton({ to, children, label }: RowLinkButtonProps) {
  return (
    <Button component={Link} to={to} size="compact-sm" variant="light" aria-label={label}>
      {children}
    </Button>
  );
}
