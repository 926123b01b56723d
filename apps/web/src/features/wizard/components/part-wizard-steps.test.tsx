import { ATTACHMENT_MESSAGES, MESSAGES } from '@specsource/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '../../../../test/factories.ts';
import { chooseFile, fillSpecification, flowRate, next, openWizard } from '../test/part-wizard.ts';
import { stubWizard } from '../test/wizard-fixtures.ts';
import { STATUS_ICON_DELAY_MS } from './part-wizard.tsx';

beforeEach(() => {
  window.localStorage.clear();
});

describe('PartWizard steps', () => {
  it('numbers the steps, drops Contact Info for a signed-in user, and ?tab= picks the step', async () => {
    stubWizard({ user: currentUser() });
    await openWizard('/part/pump?tab=Comment');

    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    const stepper = within(screen.getByRole('navigation', { name: 'Request steps' }));
    // A pump's last step is its Search (its title and button say so too).
    expect(stepper.getAllByRole('button').map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1Specification/),
      expect.stringMatching(/^2Comment/),
      expect.stringMatching(/^3Search/),
    ]);
    expect(stepper.getByRole('button', { name: /Comment/ })).toHaveAttribute('aria-current', 'step');
  });

  it('ticks only the steps completed: a deep link to the last step ticks none, a reload keeps the ticks', async () => {
    stubWizard({ user: currentUser() });
    const first = await openWizard('/part/pump?tab=Submit');
    const stepper = () => within(screen.getByRole('navigation', { name: 'Request steps' }));
    await waitFor(() =>
      expect(stepper().getByRole('button', { name: /Search/ })).toHaveAttribute('data-progress'),
    );
    expect(stepper().queryAllByRole('button', { name: /\(completed\)/ })).toHaveLength(0);
    expect(stepper().getByRole('button', { name: /Specification/ })).not.toHaveAttribute('data-completed');
    await first.user.click(screen.getByRole('button', { name: 'Back' }));
    await first.user.click(screen.getByRole('button', { name: 'Back' }));
    await fillSpecification(first.user);
    await waitFor(() =>
      expect(stepper().getByRole('button', { name: 'Step 1: Specification (completed)' })).toBeEnabled(),
    );
    first.unmount();

    await openWizard('/part/pump?tab=Comment');
    await waitFor(() =>
      expect(stepper().getByRole('button', { name: /Specification \(completed\)/ })).toHaveAttribute(
        'data-completed',
      ),
    );
    expect(stepper().getByRole('button', { name: /Search/ })).not.toHaveAttribute('data-completed');
  });

  describe('status icons', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** The stepper's button for `name`: Mantine marks its icon's state with data-progress / data-completed. */
    const stepButton = (name: string) =>
      within(screen.getByRole('navigation', { name: 'Request steps' })).getByRole('button', {
        name: new RegExp(name),
      });
    const stateOf = (name: string) => {
      const button = stepButton(name);
      return button.hasAttribute('data-completed')
        ? 'completed'
        : button.hasAttribute('data-progress')
          ? 'progress'
          : 'inactive';
    };

    it('update 300 ms after the step changes (docs/spec/pump-selection-spec.md §9), the content at once', async () => {
      stubWizard({ user: currentUser() });
      const { user } = await openWizard();
      await user.type(await flowRate(), '500');
      expect(STATUS_ICON_DELAY_MS).toBe(300);
      expect(stateOf('Specification')).toBe('progress');

      vi.useFakeTimers();
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      // The address moves to the next step (an entry of its own in the history).
      await act(async () => {
        await Promise.resolve();
      });
      // The step itself moved: its heading and aria-current are there now.
      expect(screen.getByRole('heading', { level: 2, name: 'Comment' })).toBeInTheDocument();
      expect(stepButton('Comment')).toHaveAttribute('aria-current', 'step');
      expect(stateOf('Specification')).toBe('progress');
      expect(stateOf('Comment')).toBe('inactive');

      act(() => vi.advanceTimersByTime(STATUS_ICON_DELAY_MS - 1));
      expect(stateOf('Specification')).toBe('progress');
      act(() => vi.advanceTimersByTime(1));
      expect(stateOf('Specification')).toBe('completed');
      expect(stateOf('Comment')).toBe('progress');

      // Back: the same delay the other way.
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.getByRole('heading', { level: 2, name: 'Specification' })).toBeInTheDocument();
      expect(stateOf('Comment')).toBe('progress');
      act(() => vi.advanceTimersByTime(STATUS_ICON_DELAY_MS));
      expect(stateOf('Specification')).toBe('progress');
      expect(stateOf('Comment')).toBe('inactive');
    });
  });

  it('falls back to Specification for an unknown tab, and shows Contact Info to a visitor', async () => {
    stubWizard();
    await openWizard('/part/pump?tab=Nonsense');

    expect(await flowRate()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Contact Info/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('Specification: blocks Next with the shared messages, then moves on and keeps the tab in the URL', async () => {
    stubWizard();
    const { user, router } = await openWizard();

    // Only the flow rate is required: the fluid is optional, the installation card is optional.
    expect(screen.getByText('Flow rate')).toHaveTextContent(/^Flow rate\s*\*$/);
    expect(screen.getByText('Fluid')).toHaveTextContent(/^Fluid$/);
    expect(screen.getByText('Orientation')).toHaveTextContent(/^Orientation$/);
    await next(user);
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(1);
    // The unit selector starts at the attribute's first unit.
    expect(screen.getByLabelText('Flow rate unit')).toHaveValue('gpm');

    await fillSpecification(user);
    expect(router.state.location.search).toBe('?tab=Comment');
    // Keyboard and screen-reader users land on the new step's heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Comment' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await flowRate()).toHaveValue('500');
  });

  it('Specification: a value without a unit asks for one', async () => {
    window.localStorage.setItem(
      'specsource.wizard.pump',
      JSON.stringify({ specification: { '1': { value: '500', unit: null } } }),
    );
    stubWizard();
    const { user } = await openWizard();

    await next(user);

    expect(await screen.findByText(MESSAGES.selectUnit)).toBeInTheDocument();
  });

  it('Comment: a refused file says why and blocks Next', async () => {
    stubWizard();
    const { user } = await openWizard('/part/pump?tab=Comment');

    chooseFile(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));

    expect(await screen.findByText(ATTACHMENT_MESSAGES.typeNotAllowed)).toBeInTheDocument();
    await next(user);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
  });

  it('Submit: quantity and zip code messages', async () => {
    stubWizard({ user: currentUser() });
    const { user } = await openWizard('/part/pump?tab=Submit');

    const quantity = screen.getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '123');
    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await screen.findByText(MESSAGES.quantityMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zipCodeDigits)).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    expect(await screen.findByText(MESSAGES.quantityMin)).toBeInTheDocument();
  });
});
