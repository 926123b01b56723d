// Builds the web app in memory and prints what a page loads before it shows anything: the entry's static
// imports plus the given route modules' chunks and theirs, each chunk's Brotli size, and the packages and
// sources that fill them. `node scripts/bundle-report.ts [src/routes/home.tsx ...]` (default: the home route).
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type Rollup } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const routes = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['src/routes/home.tsx']).map(
  (route) => resolve(root, route),
);

// The build's own output, after Vite's last pass (it adds the preload map of every dynamic import to the entry).
const output = await build({ root, logLevel: 'warn', build: { write: false } });
const chunks = new Map<string, Rollup.OutputChunk>();
for (const result of Array.isArray(output) ? output : [output as Rollup.RollupOutput]) {
  for (const file of result.output) {
    if (file.type === 'chunk') {
      chunks.set(file.fileName, file);
    }
  }
}

const loaded = new Set<string>();
const visit = (fileName: string) => {
  const chunk = chunks.get(fileName);
  if (!chunk || loaded.has(fileName)) {
    return;
  }
  loaded.add(fileName);
  chunk.imports.forEach(visit);
};
for (const chunk of chunks.values()) {
  if (chunk.isEntry || (chunk.facadeModuleId !== null && routes.includes(chunk.facadeModuleId))) {
    visit(chunk.fileName);
  }
}

const brotli = (code: string) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const owner = (id: string) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return match?.[1] ?? relative(root, id.replace(/^\0/, '')).replace(/^\.\.\/\.\.\//, '');
};

// A source's share of a chunk's Brotli bytes is estimated from its share of the chunk's rendered code.
let total = 0;
const byOwner = new Map<string, number>();
const rows = [...loaded].map((fileName) => {
  const chunk = chunks.get(fileName) as Rollup.OutputChunk;
  const size = brotli(chunk.code);
  total += size;
  const modules = Object.entries(chunk.modules);
  const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0) || 1;
  const owners = new Map<string, number>();
  for (const [id, module] of modules) {
    owners.set(owner(id), (owners.get(owner(id)) ?? 0) + (size * module.renderedLength) / rendered);
  }
  for (const [name, bytes] of owners) {
    byOwner.set(name, (byOwner.get(name) ?? 0) + bytes);
  }
  const top = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 4);
  return { fileName, size, raw: chunk.code.length, top: top.map(([name, bytes]) => `${name} ${kB(bytes)}`) };
});
rows.sort((a, b) => b.size - a.size);
const out = (line: string) => process.stdout.write(`${line}\n`);
out(
  `${rows.length} scripts, ${kB(total)} brotli (routes: ${routes.map((route) => relative(root, route)).join(', ')})`,
);
for (const row of rows) {
  out(
    `  ${kB(row.size).padStart(9)} br  ${kB(row.raw).padStart(9)} raw  ${row.fileName}  (${row.top.join(', ')})`,
  );
}
out('largest sources (estimated Brotli bytes):');
for (const [name, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  out(`  ${kB(bytes).padStart(9)}  ${name}`);
}
