import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RequestDetail } from '@specsource/contracts';
import { useId } from 'react';
import { AttachmentLinks } from '../../../components/attachment-links.tsx';
import { LabelValueTable } from '../../../components/label-value-table.tsx';
import { answeredCards } from '../lib/answered-cards.ts';

/**
 * What the customer asked for, as they sent it: each classification's answered attributes with their units,
 * the quantity and zip code, the comment and the files.
 */
export function RequestSpecification({ request }: { request: RequestDetail }) {
  const titleId = useId();
  const cards = answeredCards(request.answer);
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId}>
        Your specification
      </Title>
      <Text>
        Quantity {request.quantity}
        {request.zip_code === null ? '' : ` · delivery to zip code ${request.zip_code}`}
      </Text>
      {cards.length === 0 ? (
        <Text c="dimmed">No specification values were given.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {cards.map((card) => (
            <Card key={card.id} withBorder padding="md">
              <Title order={3} fz="h5" mb="xs">
                {card.title}
              </Title>
              <LabelValueTable rows={card.rows} labelWidth="55%" labelWeight={500} />
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Stack gap={4}>
        <Title order={3} fz="h5">
          Comment
        </Title>
        {request.comment === '' ? (
          <Text c="dimmed">No comment.</Text>
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.comment}</Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="h5">
          Files
        </Title>
        <AttachmentLinks attachments={request.attachments} />
      </Stack>
    </Stack>
  );
}
