import { existsSync, readFileSync } from 'node:fs';
import { type ResolveFnOutput, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Module hooks that spare Node 24 from parsing a package's "exports" field again for every file it loads from it.
 *
 * Node reads a package.json once, but keeps its "exports" field as text and parses it each time it builds the package's
 * configuration for a caller (`getPackageScopeConfig` and `read` in Node's lib/internal/modules/package_json_reader.js
 * spread the object, which runs the lazy parse). An ES module file's format is looked up that way when it is resolved
 * and again when it is loaded, and a bare specifier reads its package.json the same way. drizzle-orm's package.json is
 * 179 KB, nearly all "exports", and the server loads about 200 of its files and resolves a drizzle specifier from about
 * 100 of its own: some 400 parses, about 0.5 s of every start (docs/benchmarks.md, '`npm start` as a newcomer meets it').
 *
 * For the packages named here (ES module packages, "type": "module"), the hooks answer the two lookups themselves:
 * - a relative `.js` specifier between two files of the package is joined to its parent's URL with the format
 *   'module', as Node's own resolution does for a relative specifier (the parent's URL is already the real path);
 * - a bare specifier of the package is resolved by Node once per package scope of the importer and conditions, and
 *   reused for the other files of that scope (resolution searches node_modules from the importer's folder upwards, so
 *   files of one package, without node_modules folders of their own, get the same answer).
 * Everything else goes to Node unchanged. Per thread: the search workers load no database code.
 */
export function registerLargeExportsHooks(packages: readonly string[]): void {
  const roots = esModulePackageRoots(packages);
  const resolved = new Map<string, ResolveFnOutput>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (parent === undefined) {
        return nextResolve(specifier, context);
      }
      if (
        isRelative(specifier) &&
        specifier.endsWith('.js') &&
        roots.some(({ root }) => parent.startsWith(root))
      ) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
      }
      if (!roots.some(({ name }) => specifier === name || specifier.startsWith(`${name}/`))) {
        return nextResolve(specifier, context);
      }
      const key = `${specifier}\0${context.conditions.join()}\0${packageScopeOf(parent)}`;
      const known = resolved.get(key);
      if (known !== undefined) {
        return { ...known, shortCircuit: true };
      }
      const result = nextResolve(specifier, context);
      resolved.set(key, result);
      return result;
    },
    load(url, context, nextLoad) {
      if (url.endsWith('.js') && roots.some(({ root }) => url.startsWith(root))) {
        return nextLoad(url, { ...context, format: 'module' });
      }
      return nextLoad(url, context);
    },
  });
}

/** The server's dependencies the hooks are for (main.ts, cli-preload.ts). */
export const PACKAGES_WITH_LARGE_EXPORTS: readonly string[] = ['drizzle-orm'];

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

/**
 * The named packages that are ES module packages ("type": "module"), each with its folder: the hooks give their `.js`
 * files the format 'module' without asking Node, so a package that ships CommonJS `.js` files is left to Node.
 */
export function esModulePackageRoots(packages: readonly string[]): { name: string; root: string }[] {
  return packages
    .map((name) => ({ name, root: packageRootUrl(name) }))
    .filter(({ root }) => {
      const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { type?: string };
      return manifest.type === 'module';
    });
}

/** The package's folder as a file URL ending in '/', from where Node resolves its main entry. */
function packageRootUrl(name: string): string {
  const entry = import.meta.resolve(name);
  const at = entry.lastIndexOf(`/node_modules/${name}/`);
  if (at < 0) {
    throw new Error(`${name} resolves to ${entry}, outside a node_modules folder`);
  }
  return entry.slice(0, at + `/node_modules/${name}/`.length);
}

const scopeOfFolder = new Map<string, string>();

/** The folder of the package.json nearest above a file URL (its package scope), '' when there is none. */
function packageScopeOf(fileUrl: string): string {
  if (!fileUrl.startsWith('file:')) {
    return fileUrl;
  }
  const start = dirname(fileURLToPath(fileUrl));
  let folder = start;
  let scope = scopeOfFolder.get(folder);
  while (scope === undefined) {
    if (existsSync(join(folder, 'package.json'))) {
      scope = folder;
    } else if (dirname(folder) === folder) {
      scope = '';
    } else {
      folder = dirname(folder);
      scope = scopeOfFolder.get(folder);
    }
  }
  scopeOfFolder.set(start, scope);
  return scope;
}
