import { z } from 'zod';
import { withDefault } from '../env-values.ts';

/** Per-account ceilings, per hour, on the writes that cost others something (OWASP ASVS 5.0 §2.4.1). */
export const accountLimitsEnv = {
  /**
   * Requests one customer account may submit in an hour (OWASP ASVS 5.0 §2.4.1): each one mails the part's
   * suppliers and may carry attachments, so an unlimited account could flood suppliers' inboxes and the file
   * store. A buyer sending a whole project's pumps stays well under 30.
   */
  REQUESTS_PER_CUSTOMER_PER_HOUR: withDefault(z.coerce.number().int().min(1).max(1_000_000), 30),
  /**
   * Pump searches one signed-in account may run in an hour (OWASP ASVS 5.0 §2.4.1): each one costs about a
   * millisecond of a search worker and stores a search session. 600 is one every 6 s, all hour long.
   */
  SEARCHES_PER_USER_PER_HOUR: withDefault(z.coerce.number().int().min(1).max(1_000_000), 600),
  /**
   * Offers and offer edits one supplier account may send in an hour (OWASP ASVS 5.0 §2.4.1): each one mails
   * every admin and may carry five 10 MiB attachments. 60 is one a minute, all hour long.
   */
  OFFER_WRITES_PER_SUPPLIER_PER_HOUR: withDefault(z.coerce.number().int().min(1).max(1_000_000), 60),
  /**
   * Order edits and payment attempts one customer account may make in an hour (OWASP ASVS 5.0 §2.4.1): each
   * writes an audit row or calls the payment provider. A buyer fixing an address or retrying a card stays far
   * below 60.
   */
  ORDER_WRITES_PER_CUSTOMER_PER_HOUR: withDefault(z.coerce.number().int().min(1).max(1_000_000), 60),
};
