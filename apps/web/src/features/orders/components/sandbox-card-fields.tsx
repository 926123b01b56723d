import { Group, List, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, type PaymentConfig, type PaymentStart } from '@specsource/contracts';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { sendSandboxConfirm } from '../../../api/payments.ts';
import { isApiError } from '../../../lib/api-error.ts';
import {
  CARD_FIELDS,
  type CardField,
  type CardValues,
  cardBodyOf,
  cardProblemOf,
  EMPTY_CARD,
  groupCardNumber,
} from '../lib/card-entry.ts';
import type { CardPayer } from '../lib/card-payer.ts';

interface SandboxCardFieldsProps {
  ref: Ref<CardPayer>;
  testCards: PaymentConfig['test_cards'];
  disabled?: boolean;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * The sandbox provider's card form (embedded mode): number, expiry and CVC, with the test cards listed. The card
 * goes to the server's sandbox confirm call only, which decides by the test number.
 */
export function SandboxCardFields({ ref, testCards, disabled = false }: SandboxCardFieldsProps) {
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [fieldError, setFieldError] = useState<{ field: CardField; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  useImperativeHandle(
    ref,
    (): CardPayer => ({
      validate() {
        const problem = cardProblemOf(card);
        setFieldError(problem);
        setRefusal(null);
        if (problem !== null) {
          inputs.current[problem.field]?.focus();
        }
        return problem === null;
      },
      async confirm(payment: PaymentStart) {
        setRefusal(null);
        try {
          const answer = await sendSandboxConfirm({
            client_secret: payment.client_secret,
            ...cardBodyOf(card),
          });
          if (answer.status === 'succeeded') {
            return true;
          }
          setRefusal(answer.message);
        } catch (error) {
          // Paid meanwhile (another tab, or an earlier try whose answer was lost): that is the outcome wanted.
          if (isApiError(error, 'CONFLICT') && error.reason === 'already_paid') {
            return true;
          }
          const placed = isApiError(error)
            ? CARD_FIELDS.find((field) => error.fieldErrors[field] !== undefined)
            : undefined;
          if (placed !== undefined && isApiError(error)) {
            setFieldError({ field: placed, message: error.fieldErrors[placed]?.[0] ?? error.detail });
          } else {
            setRefusal(isApiError(error) ? error.detail : MESSAGES.internalError);
          }
        }
        return false;
      },
    }),
    [card],
  );

  const field = (name: CardField, keep: (value: string) => string = digitsOnly) => ({
    name,
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    value: card[name],
    disabled,
    error: fieldError?.field === name ? fieldError.message : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = keep(event.currentTarget.value);
      setCard((current) => ({ ...current, [name]: value }));
      if (fieldError?.field === name) {
        setFieldError(null);
      }
      setRefusal(null);
    },
  });

  return (
    <Stack gap="xs">
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        {...field('card_number', (value) => value.replace(/[^\d ]/g, ''))}
      />
      <Group gap="xs" grow align="flex-start">
        <TextInput
          label="Expiry month"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={2}
          {...field('exp_month')}
        />
        <TextInput
          label="Expiry year"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YY"
          maxLength={4}
          {...field('exp_year')}
        />
        <TextInput
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          {...field('cvc')}
        />
      </Group>
      {refusal === null ? null : (
        <Text c="red" size="sm" role="alert">
          {refusal}
        </Text>
      )}
      {testCards.length === 0 ? null : (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Test mode: no real card is charged. Use any future expiry date and any CVC with:
          </Text>
          <List size="xs" c="dimmed" spacing={0}>
            {testCards.map((testCard) => (
              <List.Item key={testCard.number}>
                <Text span ff="monospace" size="xs">
                  {groupCardNumber(testCard.number)}
                </Text>{' '}
                — {testCard.outcome}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
