import { Button } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { Link } from 'react-router';
import { PageMessage } from '../components/page-state.tsx';
import { paths } from '../config/paths.ts';

export function NotFoundRoute() {
  return (
    <PageMessage
      title="Page not found"
      message={MESSAGES.routeNotFound}
      action={
        <Button component={Link} to={paths.home.getHref()}>
          Go to the home page
        </Button>
      }
    />
  );
}
