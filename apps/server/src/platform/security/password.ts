import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is a const enum, which type stripping cannot read; 2 is its value.
const ARGON2ID = 2;

// OWASP Password Storage Cheat Sheet (2025): argon2id, m=19 MiB, t=2, p=1.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** argon2id hash in PHC string form; the salt is generated per hash. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

export function verifyPassword(phcHash: string, plain: string): Promise<boolean> {
  return verify(phcHash, plain);
}

/** A random 16-character password (96 bits) for the demo accounts; URL-safe so it can be typed. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
