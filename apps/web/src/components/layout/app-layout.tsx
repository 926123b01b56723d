import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';

const HEADER_HEIGHT = 60;

export function AppLayout() {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
