import type { SessionUser } from '../platform/sessions/sessions.repository.ts';

/** A demo account: who it is, as a signed-in session sees it, and what it supplies. */
export interface AccountSeed extends Omit<SessionUser, 'id' | 'hasMfa'> {
  /** Slugs of the parts a supplier is assigned to. */
  partSlugs: string[];
}

// E-mail on the reserved example.com domain and 555-01xx phone numbers, so nothing here reaches anyone.
export const ACCOUNTS: AccountSeed[] = [
  {
    role: 'admin',
    username: 'admin',
    email: 'admin@example.com',
    firstName: 'Jordan',
    lastName: 'Ellis',
    phone: '+1 555 0100',
    companyName: 'SpecSource',
    partSlugs: [],
  },
  {
    role: 'supplier',
    username: 'keystone-pump',
    email: 'dana.whitfield@example.com',
    firstName: 'Dana',
    lastName: 'Whitfield',
    phone: '+1 555 0101',
    companyName: 'Keystone Pump & Compressor Supply',
    partSlugs: ['pump', 'compressor'],
  },
  {
    role: 'supplier',
    username: 'harbor-industrial',
    email: 'marcus.okafor@example.com',
    firstName: 'Marcus',
    lastName: 'Okafor',
    phone: '+1 555 0102',
    companyName: 'Harbor Industrial Flow Controls',
    partSlugs: ['pump', 'valve', 'motor'],
  },
  {
    role: 'customer',
    username: 'priya.nair',
    email: 'priya.nair@example.com',
    firstName: 'Priya',
    lastName: 'Nair',
    phone: '+1 555 0103',
    companyName: 'Riverside Municipal Water',
    partSlugs: [],
  },
];
