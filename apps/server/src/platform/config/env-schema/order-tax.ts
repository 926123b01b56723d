import { z } from 'zod';
import { withDefault } from '../env-values.ts';

export const orderTaxEnv = {
  /** The tax rule, in basis points of the subtotal (825 = 8.25 %); 0 as the spec's client. */
  ORDER_TAX_RATE_BPS: withDefault(z.coerce.number().int().min(0).max(10_000), 0),
};
