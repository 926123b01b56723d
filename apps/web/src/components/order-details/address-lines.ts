import type { OrderDetail } from '@specsource/contracts';

/** The address as the lines of a letter. */
export function addressLines(address: OrderDetail['shipping_address'] | null): string[] {
  if (address === null) {
    return [];
  }
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const street = [address.street_no, address.building_suit_no].filter(Boolean).join(', ');
  const city = [address.city, [address.state, address.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [name, street, city, address.email ?? '', address.phone_no].filter((line) => line.trim() !== '');
}
