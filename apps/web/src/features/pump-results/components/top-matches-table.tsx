import { Anchor, Radio, Table, Text, Title } from '@mantine/core';
import { formatCurrency, formatNumber, NOT_AVAILABLE } from '../lib/format-result.ts';
import type { MatchView } from '../lib/read-results.ts';
import { ReasoningTooltip } from './reasoning-tooltip.tsx';
import { ScrollRegion } from './scroll-region.tsx';

interface TopMatchesTableProps {
  matches: readonly MatchView[];
  chosenIndex: number;
  onChoose: (index: number) => void;
}

export function matchName(match: MatchView): string {
  return [match.manufacturer, match.series, match.model].filter((part) => part !== '').join(' ');
}

/**
 * docs/spec/pump-selection-spec.md §2 — 'Top 3 Match Results': Manufacturer, Series, Model, Price, Link ('View', new
 * tab), Confidence Level and AI Reasoning; the first column chooses the match the curve and the datasheet show.
 */
export function TopMatchesTable({ matches, chosenIndex, onChoose }: TopMatchesTableProps) {
  return (
    <section aria-labelledby="top-matches-title">
      <Title order={2} fz="h3" id="top-matches-title" mb="xs">
        Top 3 Match Results
      </Title>
      <ScrollRegion label="Top 3 Match Results table" minWidth={860}>
        <Table withTableBorder striped verticalSpacing="xs" aria-labelledby="top-matches-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Chart and datasheet</Table.Th>
              <Table.Th scope="col">Manufacturer</Table.Th>
              <Table.Th scope="col">Series</Table.Th>
              <Table.Th scope="col">Model</Table.Th>
              <Table.Th scope="col">Price</Table.Th>
              <Table.Th scope="col">Link</Table.Th>
              <Table.Th scope="col">Confidence Level</Table.Th>
              <Table.Th scope="col">AI Reasoning</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {matches.map((match, index) => (
              <Table.Tr key={match.pumpId ?? matchName(match)}>
                <Table.Td>
                  <Radio
                    name="chosen-match"
                    value={String(index)}
                    checked={index === chosenIndex}
                    onChange={() => onChoose(index)}
                    aria-label={`Show match ${index + 1}, ${matchName(match)}, on the chart and datasheet`}
                  />
                </Table.Td>
                <Table.Td>{match.manufacturer || NOT_AVAILABLE}</Table.Td>
                <Table.Td>{match.series || NOT_AVAILABLE}</Table.Td>
                <Table.Td>{match.model || NOT_AVAILABLE}</Table.Td>
                <Table.Td>{formatCurrency(match.price, match.currency ?? 'USD')}</Table.Td>
                <Table.Td>
                  {match.link === '' ? (
                    NOT_AVAILABLE
                  ) : (
                    <Anchor
                      href={match.link}
                      target="_blank"
                      rel="noopener"
                      aria-label={`View match ${index + 1}, ${matchName(match)} (opens in a new tab)`}
                    >
                      View
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatNumber(match.confidenceLevel, '%')}</Text>
                </Table.Td>
                <Table.Td>
                  <ReasoningTooltip
                    reasoning={match.reasoning}
                    label={`AI reasoning for match ${index + 1}, ${matchName(match)}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </section>
  );
}
