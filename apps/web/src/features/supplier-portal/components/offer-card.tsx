import { Anchor, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { OFFER_MESSAGES, type Offer, SUPPLIER_PORTAL_MESSAGES } from '@specsource/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AttachmentLinks } from '../../../components/attachment-links.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCostUnit, formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { offerValuesOf } from '../lib/offer-form-values.ts';
import { isOfferEditable, OFFER_STATUS_BADGES } from '../lib/status-labels.ts';
import { OfferForm } from './offer-form.tsx';

function Term({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** One of the supplier's offers: its current version, files (each with a delete link), and an edit. */
export function OfferCard({ offer, canChange }: { offer: Offer; canChange: boolean }) {
  const [isEditing, setIsEditing] = useState(false);
  const status = OFFER_STATUS_BADGES[offer.status];
  const isEditable = canChange && isOfferEditable(offer.status);
  const liveFiles = offer.attachments.filter((file) => !file.deleted);

  return (
    <Card withBorder padding="md" component="article" aria-label={`Offer ${offer.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={3} fz="h4">
            {offer.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light">Version {offer.version}</Badge>
            <Badge color={status.color}>{status.label}</Badge>
            {offer.is_expired ? <Badge color="orange">Expired</Badge> : null}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Term
            label="Cost"
            value={`${formatMoney(offer.cost, offer.currency)} ${formatCostUnit(offer.cost_unit)}`}
          />
          <Term label="Lead time" value={`${offer.lead_time} ${offer.unit}`} />
          <Term label="Quantity" value={String(offer.quantity)} />
          <Term label="Valid until" value={offer.valid_until ?? '—'} />
        </SimpleGrid>
        {offer.notes ? <Term label="Notes" value={offer.notes} /> : null}
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Attachments
          </Text>
          <AttachmentLinks attachments={offer.attachments} />
          {isEditable && liveFiles.length > 0 ? (
            <Group gap="sm">
              {liveFiles.map((file) => (
                <Anchor
                  key={file.id}
                  component={Link}
                  to={paths.reviewAttachmentDelete.getHref(file.id, offer.request_id)}
                  size="xs"
                  c="red"
                >
                  Delete {file.name}
                </Anchor>
              ))}
            </Group>
          ) : null}
        </Stack>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Last changed {formatDateTime(offer.updated_at)}
          </Text>
          {isEditable ? (
            <Button size="xs" variant="light" onClick={() => setIsEditing(true)}>
              Edit offer
            </Button>
          ) : null}
          {canChange && !isEditable ? (
            <Text size="xs" c="dimmed">
              {OFFER_MESSAGES.notEditable}
            </Text>
          ) : null}
        </Group>
      </Stack>
      <Modal
        opened={isEditing}
        onClose={() => setIsEditing(false)}
        title={`Edit offer ${offer.title}`}
        size="lg"
      >
        <OfferForm
          target={{ reviewId: offer.id }}
          initialValues={offerValuesOf(offer)}
          attachedCount={liveFiles.length}
          submitLabel="Save changes"
          note={SUPPLIER_PORTAL_MESSAGES.versionNote}
          onSaved={() => setIsEditing(false)}
          onCancel={() => setIsEditing(false)}
        />
      </Modal>
    </Card>
  );
}
