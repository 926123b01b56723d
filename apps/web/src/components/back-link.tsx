import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link above a page's title back to the page it was opened from: '← Parts', '← Your orders'. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      ← {children}
    </Anchor>
  );
}
