export interface DemoAccount {
  role: string;
  email: string;
  username: string;
  password: string;
}

export interface BannerInput {
  url: string;
  databaseKind: 'pglite' | 'postgres';
  dataDir: string;
  /** Non-empty only on the start that created them: the passwords are stored hashed and never shown again. */
  newAccounts: DemoAccount[];
  /** False: no active admin yet (production seeds no demo accounts); the banner says how to create one. */
  hasAdmin?: boolean;
}

/** The start-up banner: where the app is and, on the first start, the demo accounts' passwords. */
export function formatBanner(input: BannerInput): string {
  const lines = [
    '',
    '  SpecSource is running',
    `  Open            ${input.url}`,
    `  API docs        ${input.url}/api/docs`,
    `  Database        ${input.databaseKind === 'pglite' ? `embedded (PGlite) in ${input.dataDir}/db` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (input.newAccounts.length > 0) {
    lines.push('', '  Demo accounts (passwords are shown this once; they are stored hashed):');
    for (const account of input.newAccounts) {
      lines.push(`    ${account.role.padEnd(9)} ${account.email.padEnd(34)} ${account.password}`);
    }
  } else if (input.hasAdmin === false) {
    lines.push(
      '',
      '  No admin account yet. Create one with',
      '    npm run admin -- create-user --role admin --email <e-mail> --password <password>',
    );
  } else {
    lines.push('', '  Demo accounts were created on the first start; their passwords were printed then.');
  }
  lines.push('');
  return lines.join('\n');
}
