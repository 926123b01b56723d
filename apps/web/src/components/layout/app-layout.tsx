import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HEADER_HEIGHT } from '../../config/constants.ts';
import { AppHeader } from './app-header.tsx';

interface AppLayoutProps {
  /** The header's navigation, beside the brand, supplied by the app layer. */
  headerNav?: ReactNode;
  /** The header's right side (the account menu), supplied by the app layer. */
  headerActions?: ReactNode;
  /** Where the header's brand leads. */
  homeHref?: string;
  /** The page; the router's outlet when not given. */
  children?: ReactNode;
}

export function AppLayout({ headerNav, headerActions, homeHref, children }: AppLayoutProps) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <AppHeader nav={headerNav} actions={headerActions} homeHref={homeHref} />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          {children ?? <Outlet />}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
