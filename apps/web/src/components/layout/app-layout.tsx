import { Container } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HEADER_HEIGHT } from '../../config/constants.ts';
import { AppHeader } from './app-header.tsx';
import classes from './app-layout.module.css';

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

// A header and the page below it in plain CSS: Mantine's AppShell brings navbar, aside, footer and resizing code
// to every page's first script, and this layout uses none of them.
export function AppLayout({ headerNav, headerActions, homeHref, children }: AppLayoutProps) {
  const height = { '--app-header-height': `${HEADER_HEIGHT}px` } as CSSProperties;
  return (
    <div style={height}>
      <header className={classes.header}>
        <AppHeader nav={headerNav} actions={headerActions} homeHref={homeHref} />
      </header>
      <main className={classes.main}>
        <Container size="lg" px={0}>
          {children ?? <Outlet />}
        </Container>
      </main>
    </div>
  );
}
