import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.ts';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

// The TypeScript start paths import SERVER_NODE_FLAGS; the container image spells the flags out.
describe('every start of the server passes the server’s Node flags', () => {
  it('npm start: scripts/start.ts starts the server with them', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: { start: string } };
    expect(scripts.start).toBe('node scripts/start.ts');
    expect(read('scripts/start.ts')).toContain("[...SERVER_NODE_FLAGS, 'apps/server/src/main.ts']");
  });

  it('the container image', () => {
    const words = SERVER_NODE_FLAGS.map((flag) => `"${flag}", `).join('');
    expect(read('Dockerfile')).toContain(`CMD ["node", ${words}"apps/server/src/main.ts"]`);
  });
});
