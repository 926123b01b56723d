import { PART_ADMIN_MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { choose, errorBody, pageBody, partDetailsBody, taxonomyRoutes } from '../test/part-admin-bodies.ts';
import { AddPartPage } from './add-part-page.tsx';

const PATH = '/super-admin/product/part/add/';
const CREATE = 'POST /api/part/';

function stubApi(routes: Parameters<typeof stubRoutes>[0] = {}) {
  return stubRoutes({
    ...taxonomyRoutes(),
    'GET /api/part/': () => jsonResponse(pageBody([])),
    [CREATE]: () => jsonResponse(partDetailsBody(), 201),
    ...routes,
  });
}

const card = (index: number) => screen.getByRole('group', { name: `Classification ${index}` });
const classificationSelect = (index: number) =>
  within(card(index)).getByRole('combobox', { name: 'Classification' });
const attributeSelect = (cardIndex: number, row: number) =>
  within(card(cardIndex)).getByRole('combobox', { name: `Attribute ${row}` });

/** A valid part: one Hydraulics card with Flow rate (optional) and Fluid. */
async function fillValidPart(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Centrifugal pump');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'End-suction pumps.');
  await choose(user, screen.getByRole('combobox', { name: 'Part type' }), 'pump');
  await choose(user, classificationSelect(1), 'Hydraulics');
  await choose(user, attributeSelect(1, 1), 'Flow rate');
  await user.click(within(card(1)).getAllByRole('checkbox', { name: 'is optional' })[1] as HTMLElement);
  await user.click(within(card(1)).getByRole('button', { name: 'Add attribute' }));
  await choose(user, attributeSelect(1, 2), 'Fluid');
}

describe('AddPartPage', () => {
  it('says the title is required, and a card needs a classification and an attribute; nothing is sent', async () => {
    const fetchMock = stubApi();
    const { user } = renderWithRouter(<AddPartPage />, { path: PATH });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      PART_ADMIN_MESSAGES.titleRequired,
    );
    expect(classificationSelect(1)).toHaveAccessibleDescription(PART_ADMIN_MESSAGES.classificationRequired);
    expect(attributeSelect(1, 1)).toHaveAccessibleDescription(PART_ADMIN_MESSAGES.attributeRequired);
    expect(screen.getByText('Check the fields marked in red.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/part/')).toHaveLength(0);
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it('keeps at least one classification and one attribute per card', async () => {
    stubApi();
    const { user } = renderWithRouter(<AddPartPage />, { path: PATH });

    expect(screen.getByRole('button', { name: 'Remove classification 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove attribute 1' })).toBeDisabled();
    // No attribute to choose before the classification.
    expect(attributeSelect(1, 1)).toBeDisabled();
    expect(within(card(1)).getByRole('button', { name: 'Add attribute' })).toBeDisabled();

    await choose(user, classificationSelect(1), 'Hydraulics');
    await user.click(within(card(1)).getByRole('button', { name: 'Add attribute' }));
    expect(within(card(1)).getByRole('button', { name: 'Remove attribute 1' })).toBeEnabled();
    await user.click(within(card(1)).getByRole('button', { name: 'Remove attribute 2' }));
    expect(within(card(1)).getByRole('button', { name: 'Remove attribute 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add classification' }));
    expect(screen.getByRole('button', { name: 'Remove classification 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove classification 2' }));
    expect(screen.queryByRole('group', { name: 'Classification 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove classification 1' })).toBeDisabled();
  });

  it('offers each classification once per part and each attribute once per card; a new classification clears the attributes', async () => {
    const fetchMock = stubApi();
    const { user } = renderWithRouter(<AddPartPage />, { path: PATH });

    await choose(user, classificationSelect(1), 'Hydraulics');
    await choose(user, attributeSelect(1, 1), 'Flow rate');
    await user.click(within(card(1)).getByRole('button', { name: 'Add attribute' }));
    await user.click(attributeSelect(1, 2));
    expect(screen.getByRole('option', { name: 'Flow rate' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Fluid' }));

    await user.click(screen.getByRole('button', { name: 'Add classification' }));
    await user.click(classificationSelect(2));
    expect(screen.getByRole('option', { name: 'Hydraulics' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Installation' }));
    await choose(user, attributeSelect(2, 1), 'Orientation');

    // Attributes come from the chosen classification only.
    expect(callsTo(fetchMock, 'GET /api/attribute/1')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/attribute/2')).toHaveLength(1);

    await choose(user, classificationSelect(1), 'Materials');
    expect(attributeSelect(1, 1)).toHaveValue('');
    expect(within(card(1)).queryByRole('combobox', { name: 'Attribute 2' })).not.toBeInTheDocument();
    await choose(user, attributeSelect(1, 1), 'Casing material');
    expect(attributeSelect(2, 1)).toHaveValue('Orientation');
  });

  it('saves: the body in the spec’s names, the toast, then the part list', async () => {
    const fetchMock = stubApi();
    const { user, router } = renderWithRouter(<AddPartPage />, { path: PATH });

    await fillValidPart(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PART_ADMIN_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin/product/part/'));
    expect(callsTo(fetchMock, 'GET /api/part/').map((call) => call.url.search)).toEqual([
      '?title=Centrifugal+pump&exact=true&pagination=false',
    ]);
    expect(callsTo(fetchMock, CREATE).map((call) => call.body)).toEqual([
      {
        title: 'Centrifugal pump',
        description: 'End-suction pumps.',
        part_type_id: 1,
        classifications: [
          {
            value: 1,
            title: 'Hydraulics',
            isOptional: false,
            attribute: [
              { value: 11, title: 'Flow rate', isOptional: true },
              { value: 12, title: 'Fluid', isOptional: false },
            ],
          },
        ],
        allow_duplicate_title: false,
      },
    ]);
  });

  it('shows the server’s field errors under the title, classification and attribute they name', async () => {
    stubApi({
      [CREATE]: () =>
        jsonResponse(
          errorBody({
            code: 'VALIDATION',
            detail: `Check the field 'classifications.0.value': ${PART_ADMIN_MESSAGES.classificationUnknown}`,
            field_errors: {
              title: [PART_ADMIN_MESSAGES.titleTooLong],
              'classifications.0.value': [PART_ADMIN_MESSAGES.classificationUnknown],
              'classifications.0.attribute.1.value': [PART_ADMIN_MESSAGES.attributeNotInClassification],
            },
          }),
          400,
        ),
    });
    const { user, router } = renderWithRouter(<AddPartPage />, { path: PATH });

    await fillValidPart(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(classificationSelect(1)).toHaveAccessibleDescription(PART_ADMIN_MESSAGES.classificationUnknown),
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      PART_ADMIN_MESSAGES.titleTooLong,
    );
    expect(attributeSelect(1, 2)).toHaveAccessibleDescription(
      PART_ADMIN_MESSAGES.attributeNotInClassification,
    );
    expect(attributeSelect(1, 1)).not.toHaveAccessibleDescription();
    expect(screen.queryByText(PART_ADMIN_MESSAGES.created)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('an error without field errors shows its detail above the buttons; Reset clears the form', async () => {
    stubApi({
      [CREATE]: () =>
        jsonResponse(errorBody({ code: 'CONFLICT', detail: PART_ADMIN_MESSAGES.taxonomyChanged }), 409),
    });
    const { user } = renderWithRouter(<AddPartPage />, { path: PATH });

    await fillValidPart(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PART_ADMIN_MESSAGES.taxonomyChanged);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(classificationSelect(1)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Part type' })).toHaveValue('None');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
