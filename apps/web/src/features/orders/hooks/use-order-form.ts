import { type UseFormReturnType, useForm } from '@mantine/form';
import { useState } from 'react';
import type { FormErrors, OrderFormValues } from '../lib/order-form.ts';

/**
 * The addresses-and-references form of checkout and the order update screen, with its 'Same as billing
 * address' choice (kept outside the form values: ticked, the shipping fields are hidden and not checked).
 */
export function useOrderForm<Values extends OrderFormValues>(initialValues: Values) {
  // Uncontrolled: a keystroke re-renders nothing, which keeps this long form quick on slow phones.
  const form = useForm<Values>({ mode: 'uncontrolled', initialValues });
  const [isSameAsBilling, setIsSameAsBilling] = useState(false);

  const setSameAsBilling = (isSame: boolean) => {
    setIsSameAsBilling(isSame);
    if (isSame) {
      // Copied, so unticking later starts from the billing address rather than from nothing.
      // `Values` only adds fields to OrderFormValues; TypeScript cannot see that its `shipping` is an address.
      const addresses = form as unknown as UseFormReturnType<OrderFormValues>;
      addresses.setFieldValue('shipping', { ...form.getValues().billing });
      for (const path of Object.keys(form.errors).filter((key) => key.startsWith('shipping.'))) {
        form.clearFieldError(path);
      }
    }
  };

  /** Shows `errors` under their fields (clearing the others) and moves the focus to the first one. */
  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    const [first] = Object.keys(errors);
    if (first !== undefined) {
      form.getInputNode(first)?.focus();
    }
  };

  return { form, isSameAsBilling, setSameAsBilling, showErrors };
}
