// `npm run test:pg` runs the server suite on PostgreSQL; without a server to point at it would silently
// fall back to PGlite and prove nothing, so it refuses to start.
if (!process.env.TEST_DATABASE_URL) {
  process.stderr.write(
    'TEST_DATABASE_URL is not set. Point it at a PostgreSQL server you can create databases on, e.g.\n' +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:pg\n',
  );
  process.exit(1);
}
