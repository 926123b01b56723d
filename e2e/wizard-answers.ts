import type { Page } from '@playwright/test';

// The wizard's Specification step as the journeys answer it: the part's required fields, read from the same
// structure the page renders (GET /api/part/{slug}), each found by the accessible name its control carries.

interface StructureLink {
  is_optional: boolean;
  attribute: { title: string; type: string; options: string[] };
}
interface Structure {
  partclassification_set: { is_optional: boolean; partclassificationattribute_set: StructureLink[] }[];
}

export interface RequiredField {
  title: string;
  type: string;
  options: string[];
  /** The control's accessible name starts with the attribute's title (a unit or a star may follow). */
  name: RegExp;
}

/** A duty the pump engine can size: 500 gpm at 120 ft of water at 68 °F. */
export const PUMP_DUTY: Record<string, string> = {
  'Flow rate': '500',
  'Differential head': '120',
  Fluid: 'Water',
  Temperature: '68',
};

/** The part's required fields in the order the page shows them. */
export async function requiredFieldsOf(page: Page, slug: string): Promise<RequiredField[]> {
  const structure: Structure = await (await page.request.get(`/api/part/${slug}`)).json();
  return structure.partclassification_set.flatMap((card) =>
    card.is_optional
      ? []
      : card.partclassificationattribute_set
          .filter((link) => !link.is_optional)
          .map(({ attribute: { title, type, options } }) => ({
            title,
            type,
            options,
            name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          })),
  );
}

/** Answers every required field with the mouse and typing, by its type; `values` are chosen by title. */
export async function fillRequiredFields(
  page: Page,
  slug: string,
  values: Record<string, string> = {},
): Promise<void> {
  for (const { title, type, options, name } of await requiredFieldsOf(page, slug)) {
    if (type === 'number') {
      await page.getByRole('textbox', { name }).fill(values[title] ?? '1');
    } else if (type === 'radio') {
      await page.getByRole('radiogroup', { name }).getByRole('radio', { name: options[0] }).check();
    } else if (type === 'select' || type === 'searchable_select') {
      await page.getByRole('combobox', { name }).click();
      await page.getByRole('option', { name: options[0], exact: true }).click();
    } else if (type === 'checkbox') {
      await page.getByRole('checkbox', { name }).check();
    } else if (type === 'editable_select') {
      await page.getByRole('combobox', { name }).fill(values[title] ?? options[0] ?? 'E2E');
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('textbox', { name }).fill(values[title] ?? 'E2E');
    }
  }
}
