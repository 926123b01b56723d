import {
  type Address,
  BillingAddressSchema,
  CreateOrderBodySchema,
  type CurrentUser,
  type OrderDetail,
  ShippingAddressSchema,
} from '@specsource/contracts';
import type { z } from 'zod';

// The billing/shipping part shared by checkout and the order update screen (docs/spec/marketplace-spec.md §2, §5). The
// rules and messages are the contract's address schemas; this module only decides the ORDER in which they are shown.

export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_no',
  'street_no',
  'building_suit_no',
  'city',
  'state',
  'zip_code',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as the form holds it: `state` is the Select's value, null until one is chosen. */
export type AddressValues = Record<Exclude<AddressField, 'state'>, string> & { state: string | null };

export interface OrderFormValues {
  billing: AddressValues;
  shipping: AddressValues;
  same_as_billing: boolean;
  po_number: string;
  reference: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_no: '',
  street_no: '',
  building_suit_no: '',
  city: '',
  state: null,
  zip_code: '',
};

export function emptyOrderForm(): OrderFormValues {
  return {
    billing: { ...EMPTY_ADDRESS },
    shipping: { ...EMPTY_ADDRESS },
    same_as_billing: false,
    po_number: '',
    reference: '',
  };
}

/** The profile fields checkout can start from: who is signed in. */
export type OrderProfile = Pick<CurrentUser, 'first_name' | 'last_name' | 'email' | 'phone'>;

/** Checkout's form with the billing contact taken from the signed-in customer's profile. */
export function orderFormFromProfile(profile: OrderProfile | null): OrderFormValues {
  const form = emptyOrderForm();
  if (profile !== null) {
    form.billing = {
      ...form.billing,
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      phone_no: profile.phone,
    };
  }
  return form;
}

/** The form prefilled from an existing order (the order update screen). */
export function orderFormOf(order: OrderDetail): OrderFormValues {
  // The owner's view always carries both addresses and the e-mail (only a supplier's leaves them out).
  const valuesOf = (address: OrderDetail['billing_address']): AddressValues =>
    address === null
      ? { ...EMPTY_ADDRESS }
      : { ...address, email: address.email ?? '', state: address.state === '' ? null : address.state };
  return {
    billing: valuesOf(order.billing_address),
    shipping: valuesOf(order.shipping_address),
    same_as_billing: false,
    po_number: order.po_number ?? '',
    reference: order.reference ?? '',
  };
}

/** Form paths ('billing.city', 'po_number') → the message shown under that field. */
export type FormErrors = Record<string, string>;

export type OrderFormCheck =
  /** Some field breaks its rule: every such field's message, and nothing else yet. */
  | { kind: 'fields'; errors: FormErrors }
  /** The fields are fine but no billing state is chosen: 'Billing state is required'. */
  | { kind: 'billing_state'; path: 'billing.state'; message: string }
  /** Then the shipping state: 'Shipping state is required'. */
  | { kind: 'shipping_state'; path: 'shipping.state'; message: string }
  | {
      kind: 'ok';
      billing: Address;
      shipping: Address;
      po_number: string | null;
      reference: string | null;
    };

function issuesOf(result: z.ZodSafeParseResult<unknown>): { path: string; message: string }[] {
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
}

/**
 * The form's values checked in the spec's order (docs/spec/marketplace-spec.md §5 'Order of checks on submit'): the
 * field rules first, then the billing state, then the shipping state. The card, checked after these, is the payment
 * form's business. With 'Same as billing address' the shipping address is the billing one.
 */
export function checkOrderForm(values: OrderFormValues): OrderFormCheck {
  const billing = BillingAddressSchema.safeParse(values.billing);
  const shipping = ShippingAddressSchema.safeParse(values.same_as_billing ? values.billing : values.shipping);
  const poNumber = CreateOrderBodySchema.shape.po_number.safeParse(values.po_number);
  const reference = CreateOrderBodySchema.shape.reference.safeParse(values.reference);

  const errors: FormErrors = {};
  const collect = (prefix: string, result: z.ZodSafeParseResult<unknown>) => {
    for (const issue of issuesOf(result)) {
      if (issue.path === 'state') {
        continue;
      }
      const path = [prefix, issue.path].filter(Boolean).join('.');
      errors[path] ??= issue.message;
    }
  };
  collect('billing', billing);
  // Hidden when copied from billing: billing's own messages already name any problem.
  if (!values.same_as_billing) {
    collect('shipping', shipping);
  }
  collect('po_number', poNumber);
  collect('reference', reference);
  if (Object.keys(errors).length > 0) {
    return { kind: 'fields', errors };
  }

  const billingState = issuesOf(billing).find((issue) => issue.path === 'state');
  if (billingState) {
    return { kind: 'billing_state', path: 'billing.state', message: billingState.message };
  }
  const shippingState = issuesOf(shipping).find((issue) => issue.path === 'state');
  if (shippingState) {
    return { kind: 'shipping_state', path: 'shipping.state', message: shippingState.message };
  }
  if (!billing.success || !shipping.success || !poNumber.success || !reference.success) {
    // Unreachable: every failure above was reported. Kept so the types narrow without assertions.
    return { kind: 'fields', errors };
  }
  return {
    kind: 'ok',
    billing: billing.data,
    shipping: shipping.data,
    po_number: poNumber.data,
    reference: reference.data,
  };
}

/** The form's error map for a failed check (empty for 'ok'). */
export function errorsOfCheck(check: OrderFormCheck): FormErrors {
  switch (check.kind) {
    case 'fields':
      return check.errors;
    case 'billing_state':
    case 'shipping_state':
      return { [check.path]: check.message };
    default:
      return {};
  }
}

const ADDRESS_KEY = /^(billing|shipping)_address\.(\w+)$/;

/**
 * The server's 400 `field_errors` placed on this form: `billing_address.city` under billing's City, and so on;
 * with 'Same as billing address' a shipping message shows under the billing field it came from. `request`
 * (the order exists already) and anything without a field is left to the caller.
 */
export function placeServerErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  { sameAsBilling }: { sameAsBilling: boolean },
): { errors: FormErrors; unplaced: string[]; concernsRequest: boolean } {
  const errors: FormErrors = {};
  const unplaced: string[] = [];
  let concernsRequest = false;
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const [message] = messages;
    if (message === undefined) {
      continue;
    }
    if (key === 'request') {
      concernsRequest = true;
      continue;
    }
    const address = ADDRESS_KEY.exec(key);
    const field = address?.[2];
    if (address && field !== undefined && (ADDRESS_FIELDS as readonly string[]).includes(field)) {
      const side = address[1] === 'shipping' && !sameAsBilling ? 'shipping' : 'billing';
      errors[`${side}.${field}`] ??= message;
    } else if (key === 'po_number' || key === 'reference') {
      errors[key] ??= message;
    } else if (!unplaced.includes(message)) {
      unplaced.push(message);
    }
  }
  return { errors, unplaced, concernsRequest };
}
