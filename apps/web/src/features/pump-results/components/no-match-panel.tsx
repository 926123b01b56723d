import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { NoMatchView } from '../lib/read-results.ts';
import { SuggestionHtml } from './suggestion-html.tsx';

// docs/spec/pump-selection-spec.md §8 — 'Oops! No matching parts found in our database.' with the AI suggestion and
// 'Contact Us'.
export const NO_MATCH_TITLE = 'Oops! No matching parts found in our database.';

/**
 * No catalogue pump meets the duty: the engine's suggestion (what to change) and 'Contact Us', which sends the
 * specification to SpecSource's suppliers for this part, who can source pumps outside the catalogue. Without that
 * action it opens the pump request's Comment step, where the need can be described to them.
 */
export function NoMatchPanel({ noMatch, onContact }: { noMatch: NoMatchView; onContact?: () => void }) {
  return (
    <section aria-label="No matching parts">
      <Alert color="orange" title={NO_MATCH_TITLE}>
        <Stack gap="sm">
          {noMatch.explanationHtml === null ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {noMatch.reasoning}
            </Text>
          ) : (
            <SuggestionHtml html={noMatch.explanationHtml} />
          )}
          {noMatch.relaxedAlternative === null ? null : (
            <Text size="sm">
              <strong>Relaxed alternative</strong> (does not meet the{' '}
              {noMatch.relaxedAlternative.relaxes.join(' and the ')}):{' '}
              {noMatch.relaxedAlternative.manufacturer} {noMatch.relaxedAlternative.model}{' '}
              <Anchor href={noMatch.relaxedAlternative.link} target="_blank" rel="noopener">
                View
              </Anchor>
            </Text>
          )}
          <div>
            {onContact === undefined ? (
              <Button component={Link} to={`${paths.part.getHref('pump')}?tab=Comment`} color="orange">
                Contact Us
              </Button>
            ) : (
              <Button color="orange" onClick={onContact}>
                Contact Us
              </Button>
            )}
          </div>
        </Stack>
      </Alert>
    </section>
  );
}
