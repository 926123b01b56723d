import { z } from 'zod';
import { positiveIdOf } from './common/ids.ts';
import { MESSAGES, minutesText } from './messages.ts';
import { LEAD_TIME_UNITS } from './offers.ts';
import { US_STATE_ABBREVIATIONS } from './us-states.ts';

// Order now, checkout, the order update screen and the customer's orders (docs/spec/marketplace-spec.md §2
// 'Order now', 'Checkout', 'Order update screen'; §3 Order, Address; §5 the checkout and order-update
// rules and messages; §7 the calls; §8 the errors; §9 the constants). Money is computed by the server from
// the offer version and the quantity: amounts a client sends are never read (docs/design.md 'totals').

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'in_fulfilment',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'processing', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDER_NAMES = ['stripe', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** docs/spec/marketplace-spec.md §9 'Default payment method at checkout: stripe' — a card through the card provider. */
export const CHECKOUT_PAYMENT_METHODS = ['stripe'] as const;
/** docs/spec/marketplace-spec.md §2 'Order update screen' — 'Payment choices are Debit Card or Credit Card'. */
export const ORDER_UPDATE_PAYMENT_METHODS = ['debit_card', 'credit_card'] as const;
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  stripe: 'Card',
  debit_card: 'Debit Card',
  credit_card: 'Credit Card',
};

/**
 * Who sells every order: customers buy from SpecSource, never from the supplier by name (docs/ARCHITECTURE.md
 * 'Requests, offers and files'), so the order page, its confirmation and the terms name SpecSource.
 */
export const SELLER_OF_RECORD = 'SpecSource';

export const ADDRESS_FIELD_MAX_LENGTH = 255;
export const ZIP_CODE_MAX_LENGTH = 100;
export const PO_NUMBER_MAX_LENGTH = 100;
export const ORDER_REFERENCE_MAX_LENGTH = 255;
export const ORDER_QUANTITY_MAX = 1_000_000;
export const TRACKING_MAX_LENGTH = 100;
export const CANCEL_REASON_MAX_LENGTH = 1000;

/** docs/spec/marketplace-spec.md §9 — redirect after order create 3 s, after order update 2.7 s. */
export const ORDER_CREATED_REDIRECT_MS = 3000;
export const ORDER_UPDATED_REDIRECT_MS = 2700;

export const ORDER_MESSAGES = {
  /** Per-account ceiling (OWASP ASVS 5.0 §2.4.1): order edits and payment attempts each write and may call the provider. */
  hourlyLimitReached: (limit: number, minutes: number) =>
    `This account has made ${limit.toLocaleString('en-US')} order changes and payment attempts in the past hour, the most one account may. Try again in ${minutesText(minutes)}.`,
  // docs/spec/marketplace-spec.md §5 'Checkout billing and shipping' — the exact texts.
  firstNameRequired: 'This first name is required',
  emailRequired: 'This email is required',
  emailInvalid: 'Enter a valid email address',
  billingStreetRequired: 'This street no is required',
  shippingStreetRequired: 'This field is required',
  billingCityRequired: 'This city field is required',
  shippingCityRequired: 'This city is required',
  zipCodeRequired: 'This zip code is required',
  paymentMethodRequired: 'Payment method is required',
  billingStateRequired: 'Billing state is required',
  shippingStateRequired: 'Shipping state is required',
  tooLong: `At most ${ADDRESS_FIELD_MAX_LENGTH} characters`,
  zipCodeTooLong: `At most ${ZIP_CODE_MAX_LENGTH} characters`,
  // docs/spec/marketplace-spec.md §8.
  payFirst: 'Please make payment first',
  provideAll: 'Provide all information properly',
  orderExists: 'Order for this request already exists',
  submitted: 'Order submitted successfully',
  updated: 'Order updated successfully',
  // docs/design.md 'quantity message': the wizard's text, also for order now.
  quantityInvalid: MESSAGES.quantityMin,
  quantityTooLarge: `Quantity can be at most ${ORDER_QUANTITY_MAX.toLocaleString('en-US')}`,
  orderTooLarge:
    'This order is too large to take online. Order a smaller quantity, or contact us for a quote.',
  // Ours, where the spec is silent.
  termsRequired: 'Accept the terms and conditions to continue',
  requestInvalid: 'Choose the request to order',
  reviewInvalid: 'Choose the offer to order',
  reviewVersionInvalid: 'Open the offer again: the version you ordered is missing',
  poNumberTooLong: `The PO number can be at most ${PO_NUMBER_MAX_LENGTH} characters`,
  referenceTooLong: `The reference can be at most ${ORDER_REFERENCE_MAX_LENGTH} characters`,
  notOrderable:
    'Only an offer selected for your own request can be ordered. Open the request from your requests and choose an offer.',
  offerChanged:
    'The supplier changed this offer after you opened it. Review the new terms on the order page and order again.',
  offerExpired: 'This offer has expired. Ask for a new offer on your request.',
  offerWithdrawn: 'This offer was withdrawn by its supplier. Choose another offer on your request.',
  requestClosed: 'This request is cancelled or completed, so it can no longer be ordered.',
  notFound: 'No order with this number is yours. Open it from your orders.',
  notEditable: 'This order has shipped or was cancelled, so its details can no longer be changed.',
  requestNotChangeable: 'An order stays with the request it was placed for.',
  alreadyPaid: 'This order is already paid.',
  paymentMethodFixed:
    'This order is paid, so its payment method stays as it was. Leave it out to change the rest.',
  notPayable: 'This order is cancelled, so it cannot be paid.',
  trackingRequired: 'Enter the carrier and the tracking number of the shipment',
  trackingTooLong: `At most ${TRACKING_MAX_LENGTH} characters`,
  statusInvalid: "Choose 'in_fulfilment', 'shipped' or 'delivered'",
  transitionRefused: 'The order cannot move to that status from where it is now. Reload to see its status.',
  cancelReasonTooLong: `The reason can be at most ${CANCEL_REASON_MAX_LENGTH} characters`,
  cancelled: 'Order cancelled.',
  refunded: 'Order cancelled and the payment refunded.',
  statusChanged: 'Order status updated.',
} as const;

const text = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong });
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** The messages that differ between billing and shipping (docs/spec/marketplace-spec.md §5). */
export interface AddressMessages {
  street: string;
  city: string;
  state: string;
}
export const BILLING_ADDRESS_MESSAGES: AddressMessages = {
  street: ORDER_MESSAGES.billingStreetRequired,
  city: ORDER_MESSAGES.billingCityRequired,
  state: ORDER_MESSAGES.billingStateRequired,
};
export const SHIPPING_ADDRESS_MESSAGES: AddressMessages = {
  street: ORDER_MESSAGES.shippingStreetRequired,
  city: ORDER_MESSAGES.shippingCityRequired,
  state: ORDER_MESSAGES.shippingStateRequired,
};

/**
 * docs/spec/marketplace-spec.md §3 'Address' with the §5 rules; `state` is a two-letter abbreviation from US_STATES.
 */
export function addressSchemaOf(messages: AddressMessages) {
  const max = ADDRESS_FIELD_MAX_LENGTH;
  return z.object({
    first_name: requiredText(ORDER_MESSAGES.firstNameRequired, max, ORDER_MESSAGES.tooLong),
    last_name: text(max, ORDER_MESSAGES.tooLong).optional().default(''),
    email: requiredText(ORDER_MESSAGES.emailRequired, max, ORDER_MESSAGES.tooLong).pipe(
      z.email({ error: ORDER_MESSAGES.emailInvalid }),
    ),
    phone_no: text(max, ORDER_MESSAGES.tooLong).optional().default(''),
    street_no: requiredText(messages.street, max, ORDER_MESSAGES.tooLong),
    building_suit_no: text(max, ORDER_MESSAGES.tooLong).optional().default(''),
    city: requiredText(messages.city, max, ORDER_MESSAGES.tooLong),
    state: z.enum(US_STATE_ABBREVIATIONS, { error: messages.state }),
    zip_code: requiredText(
      ORDER_MESSAGES.zipCodeRequired,
      ZIP_CODE_MAX_LENGTH,
      ORDER_MESSAGES.zipCodeTooLong,
    ),
  });
}
export const BillingAddressSchema = addressSchemaOf(BILLING_ADDRESS_MESSAGES);
export const ShippingAddressSchema = addressSchemaOf(SHIPPING_ADDRESS_MESSAGES);
export type AddressInput = z.input<typeof BillingAddressSchema>;
export type Address = z.output<typeof BillingAddressSchema>;

// The bound first and aborting: 1e30 reads 'at most 1,000,000' alone, not also 'whole number' (zod's int() also
// refuses numbers past 2^53).
const quantitySchema = z.coerce
  .number({ error: ORDER_MESSAGES.quantityInvalid })
  .max(ORDER_QUANTITY_MAX, { error: ORDER_MESSAGES.quantityTooLarge, abort: true })
  .int({ error: ORDER_MESSAGES.quantityInvalid })
  .min(1, { error: ORDER_MESSAGES.quantityInvalid });

const optionalNote = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value));

/**
 * `POST /api/order/`. The spec's body also carries subtotal, total, tax, user and unit: they are accepted and
 * dropped (an object schema strips unknown keys), since the server computes money and knows the user.
 */
export const CreateOrderBodySchema = z.object({
  request: positiveIdOf(ORDER_MESSAGES.requestInvalid),
  review: positiveIdOf(ORDER_MESSAGES.reviewInvalid),
  /** The offer version the customer saw; another current version answers 409 `offerChanged`. */
  review_version: positiveIdOf(ORDER_MESSAGES.reviewVersionInvalid),
  quantity: quantitySchema,
  billing_address: BillingAddressSchema,
  shipping_address: ShippingAddressSchema,
  payment_method: z.enum(CHECKOUT_PAYMENT_METHODS, { error: ORDER_MESSAGES.paymentMethodRequired }),
  po_number: optionalNote(PO_NUMBER_MAX_LENGTH, ORDER_MESSAGES.poNumberTooLong),
  reference: optionalNote(ORDER_REFERENCE_MAX_LENGTH, ORDER_MESSAGES.referenceTooLong),
});
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;

/**
 * `PUT /api/order/{id}/`: the order update screen (docs/spec/marketplace-spec.md §2, §5 'Order update').
 * `payment_method` is the choice while the order waits for payment; absent, it stays as it is (a paid order's card was
 * charged).
 */
export const UpdateOrderBodySchema = z.object({
  /** Optional; naming another request answers 400 on `request` (docs/spec/marketplace-spec.md §8). */
  request: positiveIdOf(ORDER_MESSAGES.requestInvalid).optional(),
  billing_address: BillingAddressSchema,
  shipping_address: ShippingAddressSchema,
  payment_method: z
    .enum(ORDER_UPDATE_PAYMENT_METHODS, { error: ORDER_MESSAGES.paymentMethodRequired })
    .optional(),
  po_number: optionalNote(PO_NUMBER_MAX_LENGTH, ORDER_MESSAGES.poNumberTooLong),
  reference: optionalNote(ORDER_REFERENCE_MAX_LENGTH, ORDER_MESSAGES.referenceTooLong),
});
export type UpdateOrderBody = z.input<typeof UpdateOrderBodySchema>;

/** How the web confirms the payment: Stripe.js with the client secret, or the sandbox confirm call. */
export const PaymentStartSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  client_secret: z.string(),
});
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

export const CreateOrderResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  subtotal: z.string(),
  tax: z.string(),
  total: z.string(),
  currency: z.string(),
  payment: PaymentStartSchema,
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/**
 * The availability probe before checkout and the order-now table (docs/spec/marketplace-spec.md §2 'Order now', §7
 * 'GET /request-checkout/'): what this quantity of the offer costs, by the server's arithmetic.
 */
export const CheckoutQuoteQuerySchema = z.object({
  request_id: positiveIdOf(ORDER_MESSAGES.requestInvalid),
  review_id: positiveIdOf(ORDER_MESSAGES.reviewInvalid),
  quantity: quantitySchema.optional(),
});
export const CheckoutQuoteSchema = z.object({
  request_id: z.number().int(),
  /** The request's public number (`order_id` in the specs' words). */
  request_order_id: z.string(),
  review_id: z.number().int(),
  review_version: z.number().int(),
  part_title: z.string(),
  offer_title: z.string(),
  lead_time: z.number().int(),
  unit: z.enum(LEAD_TIME_UNITS),
  cost: z.string(),
  cost_unit: z.string(),
  currency: z.string(),
  /** The asked quantity, or the request's when none was asked. */
  quantity: z.number().int(),
  subtotal: z.string(),
  tax: z.string(),
  total: z.string(),
  /** The tax rule in basis points (0 by default, as the spec). */
  tax_rate_bps: z.number().int(),
  valid_until: z.string().nullable(),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;

export const OrderHistoryEntrySchema = z.object({
  at: z.string(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  /** 'customer', 'supplier', 'admin' or 'system' (a verified payment). */
  by: z.string(),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/**
 * An order's address as the order page reads it. A supplier sees only what delivery needs: the ship-to name,
 * address and phone (the carrier's contact), never the billing address or the buyer's e-mail, so `email` is
 * null in a supplier's view.
 */
export const AddressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_no: z.string(),
  street_no: z.string(),
  building_suit_no: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
});

export const OrderRowSchema = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  request_order_id: z.string(),
  part_title: z.string(),
  offer_title: z.string(),
  quantity: z.number().int(),
  total: z.string(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  po_number: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

/** `GET /api/order-info/{order_id}`: everything about one order its owner, its supplier or an admin may see. */
export const OrderDetailSchema = OrderRowSchema.extend({
  review_id: z.number().int(),
  review_version: z.number().int(),
  unit_cost: z.string(),
  cost_unit: z.string(),
  lead_time: z.number().int(),
  unit: z.enum(LEAD_TIME_UNITS),
  /** The supplier's own terms of the version ordered ('Price FOB Chicago'); '' when none were written. */
  offer_notes: z.string(),
  subtotal: z.string(),
  tax: z.string(),
  payment_method: z.string(),
  /** Null in a supplier's view: suppliers deliver, SpecSource bills. */
  billing_address: AddressSchema.nullable(),
  shipping_address: AddressSchema,
  reference: z.string().nullable(),
  tracking_carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  updated_at: z.string(),
  /** Addresses and PO number can change until the order ships (owner only). */
  is_editable: z.boolean(),
  /** The owner's way to pay or retry a declined card while the order waits for payment; null otherwise. */
  payment: PaymentStartSchema.nullable(),
  history: z.array(OrderHistoryEntrySchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const ORDER_SORT_FIELDS = ['created_at', 'status', 'total', 'id'] as const;

export const OrderParamsSchema = z.object({ order_id: positiveIdOf('Choose an order') });
export const OrderIdPathSchema = z.object({ id: positiveIdOf('Choose an order') });
export const OrderReviewParamsSchema = z.object({ review_id: positiveIdOf(ORDER_MESSAGES.reviewInvalid) });
export const OrderRequestParamsSchema = z.object({ request_id: positiveIdOf(ORDER_MESSAGES.requestInvalid) });

/** The supplier of the ordered offer moves the order on. */
export const SUPPLIER_ORDER_STATUSES = ['in_fulfilment', 'shipped', 'delivered'] as const;
export const SupplierOrderStatusBodySchema = z
  .object({
    status: z.enum(SUPPLIER_ORDER_STATUSES, { error: ORDER_MESSAGES.statusInvalid }),
    tracking_carrier: optionalNote(TRACKING_MAX_LENGTH, ORDER_MESSAGES.trackingTooLong),
    tracking_number: optionalNote(TRACKING_MAX_LENGTH, ORDER_MESSAGES.trackingTooLong),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') {
      return;
    }
    for (const field of ['tracking_carrier', 'tracking_number'] as const) {
      if (body[field] === null) {
        ctx.addIssue({ code: 'custom', path: [field], message: ORDER_MESSAGES.trackingRequired });
      }
    }
  });
export type SupplierOrderStatusBody = z.input<typeof SupplierOrderStatusBodySchema>;

export const CancelOrderBodySchema = z.object({
  reason: optionalNote(CANCEL_REASON_MAX_LENGTH, ORDER_MESSAGES.cancelReasonTooLong),
});
