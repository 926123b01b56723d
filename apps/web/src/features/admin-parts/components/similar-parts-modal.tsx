import {
  Anchor,
  Button,
  Group,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PartSummary } from '@specsource/contracts';
import { usePartDetails } from '../../../api/part-admin.ts';
import { paths } from '../../../config/paths.ts';
import type { SimilarTitleCheck } from '../hooks/use-part-save.ts';
import type { PartFormValues } from '../lib/part-form-values.ts';

/** Beyond this many, the other parts are listed by title only, without their cards. */
const SIMILAR_PARTS_WITH_DETAILS = 5;

interface SimilarPartsModalProps {
  check: SimilarTitleCheck | null;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * docs/spec/marketplace-spec.md §2 — parts with exactly the same title: the current part beside them, with Close
 * and Save changes. Focus stays inside while it is open; Escape closes it.
 */
export function SimilarPartsModal({ check, onClose, onConfirm }: SimilarPartsModalProps) {
  const parts = check?.parts ?? [];

  return (
    <Modal
      opened={check !== null}
      onClose={onClose}
      title="Parts with the same title"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      centered
    >
      {check === null ? null : (
        <Stack gap="md">
          <Text size="sm">
            {parts.length === 1 ? 'Another part has' : `${parts.length} other parts have`} exactly this title.
            Save anyway, or close and change the title.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="xs" component="section" aria-label="This part">
              <Title order={3} fz="h5">
                This part
              </Title>
              <CurrentPart values={check.values} />
            </Stack>
            <Stack gap="xs" component="section" aria-label="Parts with the same title">
              <Title order={3} fz="h5">
                Parts with the same title
              </Title>
              {parts.slice(0, SIMILAR_PARTS_WITH_DETAILS).map((part) => (
                <SimilarPart key={part.id} part={part} />
              ))}
              {parts.length > SIMILAR_PARTS_WITH_DETAILS ? (
                <Text size="sm" c="dimmed">
                  And {parts.length - SIMILAR_PARTS_WITH_DETAILS} more.
                </Text>
              ) : null}
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={onConfirm}>Save changes</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function CurrentPart({ values }: { values: PartFormValues }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Text fw={600}>{values.title.trim()}</Text>
        {values.description.trim() ? <Text size="sm">{values.description.trim()}</Text> : null}
        <CardList
          cards={values.classifications.map((card) => ({
            key: card.key,
            title: card.title,
            isOptional: card.isOptional,
            attributes: card.attribute.map((row) => ({
              key: row.key,
              title: row.title,
              isOptional: row.isOptional,
            })),
          }))}
        />
      </Stack>
    </Paper>
  );
}

function SimilarPart({ part }: { part: PartSummary }) {
  const details = usePartDetails(part.id);

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Text fw={600}>{part.title}</Text>
        <Group gap="sm">
          <Anchor href={paths.part.getHref(part.slug)} target="_blank" rel="noreferrer" size="sm">
            /part/{part.slug}
          </Anchor>
          <Anchor
            href={paths.adminPartChange.getHref(part.id)}
            target="_blank"
            rel="noreferrer"
            size="sm"
            aria-label={`Edit ${part.title} (/part/${part.slug}) in a new tab`}
          >
            Edit in a new tab
          </Anchor>
        </Group>
        {details.isPending ? <Skeleton height={40} aria-label={`Loading ${part.title}`} /> : null}
        {details.isError ? (
          <Text size="sm" c="dimmed">
            Its classifications could not be loaded.
          </Text>
        ) : null}
        {details.data ? (
          <>
            {details.data.description ? <Text size="sm">{details.data.description}</Text> : null}
            <CardList
              cards={details.data.partclassification_set.map((card) => ({
                key: String(card.id),
                title: card.classification.title,
                isOptional: card.is_optional,
                attributes: card.partclassificationattribute_set.map((row) => ({
                  key: String(row.id),
                  title: row.attribute.title,
                  isOptional: row.is_optional,
                })),
              }))}
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

interface CardSummary {
  key: string;
  title: string;
  isOptional: boolean;
  attributes: { key: string; title: string; isOptional: boolean }[];
}

function CardList({ cards }: { cards: CardSummary[] }) {
  if (cards.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No classifications.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4}>
      {cards.map((card) => (
        <List.Item key={card.key}>
          {withOptional(card.title, card.isOptional)}
          {card.attributes.length > 0 ? (
            <Text span size="sm" c="dimmed">
              {': '}
              {card.attributes.map((row) => withOptional(row.title, row.isOptional)).join(', ')}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}

function withOptional(title: string, isOptional: boolean): string {
  return isOptional ? `${title} (optional)` : title;
}
