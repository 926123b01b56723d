import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns.ts';

export const USER_ROLES = ['customer', 'supplier', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userRole = pgEnum('user_role', USER_ROLES);

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    role: userRole().notNull().default('customer'),
    username: text().notNull(),
    // Stored lower-cased (the check enforces it), so the plain unique index is case-insensitive.
    email: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text().notNull().default(''),
    companyName: text().notNull().default(''),
    // Null for accounts that only sign in through Google or Microsoft.
    passwordHash: text(),
    isActive: boolean().notNull().default(false),
    emailVerifiedAt: instant(),
    lastLoginAt: instant(),
    ...timestamps,
  },
  (t) => [
    unique('users_username_unique').on(t.username),
    unique('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('users_role_idx').on(t.role),
  ],
);
