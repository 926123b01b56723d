import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';

const HEADER_HEIGHT = 60;

interface AppLayoutProps {
  /** The header's right side (the account menu), supplied by the app layer. */
  headerActions?: ReactNode;
  /** The page; the router's outlet when not given. */
  children?: ReactNode;
}

export function AppLayout({ headerActions, children }: AppLayoutProps) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <AppHeader actions={headerActions} />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          {children ?? <Outlet />}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
