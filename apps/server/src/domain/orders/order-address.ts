import type { OrderDetail } from '@specsource/contracts';
import type { addresses } from '../../platform/db/schema/index.ts';

type AddressRow = typeof addresses.$inferSelect;
type AddressResponse = OrderDetail['shipping_address'];

/** An address row as the wire's `AddressSchema`. */
export function toAddressResponse(row: AddressRow): AddressResponse {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_no: row.phoneNo,
    street_no: row.streetNo,
    building_suit_no: row.buildingSuitNo,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
  };
}

/**
 * What the supplier of the ordered offer needs to deliver, and no more (docs/security.md): the ship-to name,
 * address and phone. The billing address and the buyer's e-mail stay with SpecSource, the seller of record.
 */
export function toDeliveryAddress(row: AddressRow): AddressResponse {
  return { ...toAddressResponse(row), email: null };
}
