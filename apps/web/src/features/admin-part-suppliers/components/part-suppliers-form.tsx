import { Alert, Button, Group, MultiSelect, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, PART_SUPPLIER_MESSAGES, type PartSuppliers } from '@specsource/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSetPartSuppliers } from '../../../api/part-admin.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** Every active supplier, plus any assigned one since deactivated (so saving keeps it unless removed). */
function supplierOptions({ suppliers, part_suppliers }: PartSuppliers) {
  const activeIds = new Set(suppliers.map((supplier) => supplier.id));
  const inactive = part_suppliers
    .map((row) => row.supplier)
    .filter((supplier) => !activeIds.has(supplier.id))
    .map((supplier) => ({ value: supplier.id, label: `${supplier.username} (inactive)` }));
  const active = suppliers.map((supplier) => ({ value: supplier.id, label: supplier.username }));
  return [...active, ...inactive].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * docs/spec/marketplace-spec.md §2 'Admin: supplier assignment' — a multi-select by username; saving returns to the
 * parts.
 */
export function PartSuppliersForm({ partSuppliers }: { partSuppliers: PartSuppliers }) {
  const navigate = useNavigate();
  const setPartSuppliers = useSetPartSuppliers();
  const [supplierIds, setSupplierIds] = useState(() =>
    partSuppliers.part_suppliers.map((row) => row.supplier.id),
  );
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    setPartSuppliers.mutate(
      { partId: partSuppliers.part.id, supplierIds },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: PART_SUPPLIER_MESSAGES.saved });
          void navigate(paths.adminParts.getHref());
        },
        onError: (error) => {
          const messages = isApiError(error) ? error.fieldErrors.suppliers : undefined;
          if (messages) {
            setFieldError(messages.join(' '));
          } else {
            setFormError(isApiError(error) ? error.detail : MESSAGES.internalError);
          }
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Supplier assignment">
      <Stack gap="md" maw={560}>
        <MultiSelect<number>
          label="Suppliers"
          description="Assigned suppliers see and answer this part's requests."
          placeholder="Search by username"
          data={supplierOptions(partSuppliers)}
          value={supplierIds}
          onChange={(ids) => {
            setSupplierIds(ids);
            setFieldError(null);
          }}
          error={fieldError}
          searchable
          clearable
          nothingFoundMessage="No supplier has this username"
        />
        {formError ? (
          <Alert color="red" role="alert" title="The suppliers were not saved">
            {formError}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={setPartSuppliers.isPending}>
            Save
          </Button>
          <Button component={Link} to={paths.adminParts.getHref()} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
