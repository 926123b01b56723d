import { ORDER_MESSAGES } from '@specsource/contracts';
import { screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render.tsx';
import type { CardPayer } from '../lib/card-payer.ts';
import { sandboxConfig } from '../test/order-fixtures.ts';
import { CardPaymentField } from './card-payment-field.tsx';

function Harness({ config }: { config: Parameters<typeof CardPaymentField>[0]['config'] }) {
  const payer = useRef<CardPayer>(null);
  return (
    <>
      <CardPaymentField config={config} ref={payer} />
      <button type="button" onClick={() => payer.current?.validate()}>
        Check
      </button>
    </>
  );
}

describe('CardPaymentField', () => {
  it("with Stripe, loads Stripe's card element lazily and asks for a card before anything is sent", async () => {
    const { user } = renderWithRouter(
      <Harness config={{ provider: 'stripe', publishable_key: 'pk_test_123', test_cards: [] }} />,
    );

    expect(screen.getByText('Card')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the card form…');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.payFirst);
  });

  it('with Stripe but no publishable key, says card payments are not available', () => {
    renderWithRouter(<Harness config={{ provider: 'stripe', publishable_key: null, test_cards: [] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Card payments are not available');
  });

  it("with the sandbox, shows its own card fields and the server's test cards", () => {
    renderWithRouter(<Harness config={sandboxConfig()} />);
    for (const name of ['Card number', 'Expiry month', 'Expiry year', 'CVC']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
  });
});
