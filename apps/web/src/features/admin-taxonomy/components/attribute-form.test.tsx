import { TAXONOMY_MESSAGES } from '@specsource/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { adminAttribute, FT, GPM, M3H } from '../testing/taxonomy-fixtures.ts';
import { AttributeForm } from './attribute-form.tsx';

const UNITS = 'GET /api/units/';
const CREATE = 'POST /api/attributes/';

function renderForm(attribute: Parameters<typeof AttributeForm>[0]['attribute'] = null) {
  const onSaved = vi.fn();
  const view = renderWithRouter(
    <AttributeForm classificationId={1} attribute={attribute} onSaved={onSaved} onCancel={() => {}} />,
  );
  return { ...view, onSaved };
}

async function chooseType(user: ReturnType<typeof renderForm>['user'], label: string) {
  await user.click(screen.getByRole('combobox', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('AttributeForm', () => {
  it('shows options only for the types that have them, and min/max only for a number', async () => {
    stubRoutes({ [UNITS]: () => jsonResponse([GPM]) });
    const { user } = renderForm();

    const expected: [string, string | null, boolean][] = [
      ['Checkbox', null, false],
      ['Radio buttons', 'Options', false],
      ['Select', 'Options', false],
      ['Searchable select', 'Options', false],
      ['Editable select', 'Suggestions', false],
      ['Number', null, true],
      ['Text', null, false],
    ];
    for (const [type, optionsLabel, hasBounds] of expected) {
      await chooseType(user, type);
      const shown = {
        type,
        options: ['Options', 'Suggestions'].find((label) =>
          screen.queryByRole('combobox', { name: new RegExp(`^${label}`) }),
        ),
        hasBounds: screen.queryByRole('textbox', { name: 'Minimum' }) !== null,
        hasMaximum: screen.queryByRole('textbox', { name: 'Maximum' }) !== null,
      };
      expect(shown).toEqual({ type, options: optionsLabel ?? undefined, hasBounds, hasMaximum: hasBounds });
    }
  });

  it('a select needs an option (the shared message, nothing sent); typed options go as a list', async () => {
    const fetchMock = stubRoutes({
      [UNITS]: () => jsonResponse([GPM]),
      [CREATE]: ({ body }) => jsonResponse(adminAttribute({ ...(body as object), id: 30, unit: [] }), 201),
    });
    const { user, onSaved } = renderForm();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Seal');
    await chooseType(user, 'Select');
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));

    expect(await screen.findByText(TAXONOMY_MESSAGES.optionsRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: /^Options/ }), 'Mechanical,Packing{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, CREATE)[0]?.body).toEqual({
      classification_id: 1,
      title: 'Seal',
      type: 'select',
      options: ['Mechanical', 'Packing'],
      unit_ids: [],
      min_value: null,
      max_value: null,
      min_exclusive: false,
      max_exclusive: false,
      key: null,
      option_keys: [],
    });
  });

  it('keeps units in the order picked, reorders them from the keyboard, and names the default', async () => {
    const fetchMock = stubRoutes({
      [UNITS]: () => jsonResponse([FT, GPM, M3H]),
      [CREATE]: () => jsonResponse(adminAttribute(), 201),
    });
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Flow');
    const units = screen.getByRole('combobox', { name: 'Units' });
    expect(screen.getByText('No units: the answer has none.')).toBeInTheDocument();
    for (const unit of ['ft', 'm3/h', 'gpm']) {
      await user.click(units);
      await user.click(await screen.findByRole('option', { name: unit }));
    }
    expect(screen.getByText('Default unit: ft')).toBeInTheDocument();

    // ← from the empty field reaches the last unit; Alt+← moves it one place towards the front.
    await user.click(units);
    await user.keyboard('{Escape}{ArrowLeft}{Alt>}{ArrowLeft}{ArrowLeft}{/Alt}');
    expect(screen.getByText('Default unit: gpm')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));

    await vi.waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(1));
    expect(callsTo(fetchMock, CREATE)[0]?.body).toMatchObject({ unit_ids: [GPM.id, FT.id, M3H.id] });
  });

  it('a number checks its bounds with the shared rule, and sends them', async () => {
    const fetchMock = stubRoutes({
      [UNITS]: () => jsonResponse([]),
      [CREATE]: () => jsonResponse(adminAttribute(), 201),
    });
    const { user } = renderForm();

    expect(await screen.findByRole('link', { name: 'Add them on the Units page' })).toHaveAttribute(
      'href',
      '/super-admin/product/unit/',
    );
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Flow');
    await chooseType(user, 'Number');
    await user.type(screen.getByRole('textbox', { name: 'Minimum' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Maximum' }), '20');
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));

    expect(await screen.findByText(TAXONOMY_MESSAGES.minAboveMax)).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Maximum' }));
    await user.type(screen.getByRole('textbox', { name: 'Maximum' }), '2000.5');
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));

    await vi.waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(1));
    expect(callsTo(fetchMock, CREATE)[0]?.body).toMatchObject({
      type: 'number',
      min_value: 500,
      max_value: 2000.5,
    });
  });

  it("shows the server's field errors under their fields, and any other refusal above the buttons", async () => {
    let answer = jsonResponse(
      errorBody({
        code: 'VALIDATION',
        detail: `Check the field 'unit_ids': ${TAXONOMY_MESSAGES.unitUnknown}`,
        field_errors: { 'unit_ids.0': [TAXONOMY_MESSAGES.unitUnknown], title: ['Already used'] },
      }),
      400,
    );
    stubRoutes({ [UNITS]: () => jsonResponse([GPM]), 'PUT /api/attributes/21': () => answer });
    const { user, onSaved } = renderForm(adminAttribute({ unit: [GPM] }));

    await user.click(await screen.findByRole('button', { name: 'Save attribute' }));

    expect(await screen.findByText(TAXONOMY_MESSAGES.unitUnknown)).toBeInTheDocument();
    expect(screen.getByText('Already used')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Units' })).toHaveAttribute('aria-invalid', 'true');

    const detail =
      "The attribute 'Flow' is used by the part: Pump A. It cannot move to another classification.";
    answer = jsonResponse(errorBody({ code: 'CONFLICT', detail }), 409);
    await user.click(screen.getByRole('button', { name: 'Save attribute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits an attribute as saved; a type without options or bounds sends none', async () => {
    const fetchMock = stubRoutes({
      [UNITS]: () => jsonResponse([GPM, M3H]),
      'PUT /api/attributes/21': ({ body }) => jsonResponse(adminAttribute(body as object)),
    });
    const { user, onSaved } = renderForm(adminAttribute());

    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Flow');
    expect(screen.getByRole('textbox', { name: 'Minimum' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Maximum' })).toHaveValue('5000');
    expect(await screen.findByText('Default unit: gpm')).toBeInTheDocument();

    await chooseType(user, 'Checkbox');
    await user.click(screen.getByRole('button', { name: 'Save attribute' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, 'PUT /api/attributes/21')[0]?.body).toEqual({
      classification_id: 1,
      title: 'Flow',
      type: 'checkbox',
      options: [],
      unit_ids: [GPM.id, M3H.id],
      min_value: null,
      max_value: null,
      min_exclusive: false,
      max_exclusive: false,
      key: null,
      option_keys: [],
    });
  });

  it('sets the pump search key and each option’s key beside its wording, from the engine’s list', async () => {
    const fetchMock = stubRoutes({
      [UNITS]: () => jsonResponse([]),
      'GET /api/attribute-keys/': () =>
        jsonResponse([
          {
            key: 'materials',
            label: 'Materials',
            types: ['radio', 'select', 'searchable_select'],
            units: [],
            option_keys: { choices: ['cast-iron', 'all-bronze'], hint: 'Choose what the pump search reads.' },
          },
        ]),
      [CREATE]: () => jsonResponse(adminAttribute(), 201),
    });
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Wetted parts');
    await chooseType(user, 'Select');
    await user.type(screen.getByRole('combobox', { name: /^Options/ }), 'Iron,Bronze{Enter}');
    await user.click(screen.getByRole('combobox', { name: /^Pump search key/ }));
    await user.click(await screen.findByRole('option', { name: 'Materials (materials)' }));
    expect(screen.getByText('Read as radio buttons or select or searchable select.')).toBeInTheDocument();

    // Without a key for every option the shared rule refuses, before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));
    expect(await screen.findByText(TAXONOMY_MESSAGES.optionKeysNeeded('materials'))).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: "Key for 'Iron'" }));
    await user.click(await screen.findByRole('option', { name: 'cast-iron' }));
    await user.click(screen.getByRole('combobox', { name: "Key for 'Bronze'" }));
    await user.click(await screen.findByRole('option', { name: 'all-bronze' }));
    await user.click(screen.getByRole('button', { name: 'Create attribute' }));

    await vi.waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(1));
    expect(callsTo(fetchMock, CREATE)[0]?.body).toMatchObject({
      key: 'materials',
      options: ['Iron', 'Bronze'],
      option_keys: ['cast-iron', 'all-bronze'],
    });
  });

  it('excludes a bound itself when asked, and shows the server’s refusal of an option key under the keys', async () => {
    const refusal =
      "The option 'Mud' has the key 'mud', which the pump search cannot read as fluid: use one of water, seawater";
    const fetchMock = stubRoutes({
      [UNITS]: () => jsonResponse([GPM]),
      'GET /api/attribute-keys/': () =>
        jsonResponse([
          {
            key: 'fluid',
            label: 'Fluid',
            types: ['select'],
            units: [],
            option_keys: { choices: null, hint: 'Write the key.' },
          },
        ]),
      'PUT /api/attributes/21': () =>
        jsonResponse(
          errorBody({ code: 'VALIDATION', detail: refusal, field_errors: { option_keys: [refusal] } }),
          400,
        ),
      'PUT /api/attributes/22': () => jsonResponse(adminAttribute({ id: 22 })),
    });
    const { user, unmount } = renderForm(
      adminAttribute({
        type: 'select',
        unit: [],
        min_value: null,
        max_value: null,
        options: ['Mud'],
        key: 'fluid',
        option_keys: ['mud'],
      }),
    );
    expect(await screen.findByRole('textbox', { name: "Key for 'Mud'" })).toHaveValue('mud');
    await user.click(screen.getByRole('button', { name: 'Save attribute' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    unmount();

    renderForm(adminAttribute({ id: 22 }));
    await user.click(screen.getByRole('checkbox', { name: /^More than the minimum/ }));
    await user.click(screen.getByRole('button', { name: 'Save attribute' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT /api/attributes/22')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/attributes/22')[0]?.body).toMatchObject({
      min_value: 0,
      min_exclusive: true,
      max_exclusive: false,
    });
  });
});
