import { Modal } from '@mantine/core';
import type { AdminAttribute } from '@specsource/contracts';
import { AttributeForm } from './attribute-form.tsx';

interface AttributeFormModalProps {
  opened: boolean;
  onClose: () => void;
  classificationId: number;
  /** The attribute to edit; null for a new one. */
  attribute: AdminAttribute | null;
  onSaved: (attribute: AdminAttribute) => void;
}

export function AttributeFormModal({ opened, onClose, attribute, ...form }: AttributeFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={attribute ? `Edit '${attribute.title}'` : 'New attribute'}
      size="lg"
    >
      {/* The modal mounts its content per opening, so each one starts from the attribute as saved. */}
      <AttributeForm {...form} attribute={attribute} onCancel={onClose} />
    </Modal>
  );
}
