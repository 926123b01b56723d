import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ComparedOffer } from '@specsource/contracts';
import type { ReactNode } from 'react';
import type { BestValues, ComparedRow } from '../lib/best-values.ts';
import { BestMark } from './best-mark.tsx';

/** One row of the comparison: its label, the value it ranks offers by (if any), and each offer's cell. */
export interface ComparisonRow {
  label: string;
  best?: ComparedRow;
  cell: (offer: ComparedOffer) => ReactNode;
}

interface OfferComparisonCardsProps {
  offers: ComparedOffer[];
  rows: ComparisonRow[];
  best: BestValues;
  /** The offer's radio (and Order now once chosen). */
  choiceOf: (offer: ComparedOffer) => ReactNode;
}

/**
 * The comparison on a phone: one card per offer, its rows one under the other with 'Best' where it wins, and the
 * choice at the foot of the card, so nothing scrolls sideways however many offers there are.
 */
export function OfferComparisonCards({ offers, rows, best, choiceOf }: OfferComparisonCardsProps) {
  return (
    <Stack gap="sm" mt="xs">
      {offers.map((offer) => (
        <Card key={offer.id} withBorder padding="sm" component="article" aria-label={offer.title}>
          <Stack gap="xs">
            <Title order={3} fz="h4">
              {offer.title}
            </Title>
            <Stack component="dl" gap={6} m={0}>
              {rows.map((row) => (
                <Group key={row.label} justify="space-between" align="baseline" gap="xs" wrap="nowrap">
                  <Text component="dt" size="sm" c="dimmed">
                    {row.label}
                  </Text>
                  <Group
                    component="dd"
                    m={0}
                    gap={6}
                    justify="flex-end"
                    miw={0}
                    style={{ textAlign: 'right' }}
                  >
                    {row.cell(offer)}
                    <BestMark isBest={row.best !== undefined && best[row.best].has(offer.id)} />
                  </Group>
                </Group>
              ))}
            </Stack>
            {choiceOf(offer)}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
