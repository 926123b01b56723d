import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { type DispatcherResponse, type MatchEntry, NO_MATCHES_MODEL } from '@specsource/contracts';

function isMatch(entry: DispatcherResponse['results'][number]): entry is MatchEntry {
  return 'Model' in entry;
}

/**
 * A plain, accessible summary of a search's answer, for when the full results view is not plugged in: the
 * matches with their confidence, or the no-match explanation.
 */
export function ResultsSummary({ response }: { response: DispatcherResponse }) {
  const matches = response.results.filter(isMatch);
  const [first] = matches;
  return (
    <Stack gap="sm" component="section" aria-labelledby="results-heading">
      <Title order={2} id="results-heading">
        Top 3 Match Results
      </Title>
      {first === undefined || first.Model === NO_MATCHES_MODEL ? (
        <Text>Oops! No matching parts found in our database.</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Manufacturer</Table.Th>
                <Table.Th>Model</Table.Th>
                <Table.Th>Confidence Level</Table.Th>
                <Table.Th>Link</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {matches.map((match) => (
                <Table.Tr key={`${match.Manufacturer}-${match.Model}`}>
                  <Table.Td>{match.Manufacturer}</Table.Td>
                  <Table.Td>{match.Model}</Table.Td>
                  <Table.Td>{match.confidence_level}%</Table.Td>
                  <Table.Td>
                    <Anchor href={match.Link} target="_blank" rel="noopener">
                      View
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
