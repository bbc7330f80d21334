import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

// issue 20: the first page's modules in a few chunks. The build's part that finds the modules the
// entry loads, as the bundler's tree-shaking keeps them, and names the chunk each goes to
// (vite.config.ts gives the names to the bundler's chunk groups).
/** The request of a module imported for its effects only (`import './x'`). */
const EFFECTS = '';

/** What the first page's module set reads of one module (`initialModuleSet`). */
export type ModuleShape =
  /** a module taken whole (a library's, a stylesheet, code not parsed): every static import, whole */
  | { readonly whole: true; readonly sideEffects: boolean; readonly imports: readonly string[] }
  | {
      readonly whole: false;
      /** false for a module of a package free of side effects (`"sideEffects": false`) */
      readonly sideEffects: boolean;
      /** the names its own code reads (imports bound but never read, as a type's, lead nowhere) */
      readonly reads: readonly string[];
      /** a local name bound by an import: the module and its export ('*' for a namespace) */
      readonly imports: Readonly<Record<string, { readonly id: string; readonly name: string }>>;
      /** the modules imported for their effects only (`import './x'`) */
      readonly bare: readonly string[];
      /** an exported name: the local it exports, or the module and name it re-exports */
      readonly exports: Readonly<Record<string, { readonly local: string } | { readonly id: string; readonly name: string }>>;
      /** `export * from` */
      readonly stars: readonly string[];
    };

/**
 * The modules the first page loads (issue 20), as the bundler's tree-shaking and chunking keep them:
 * from the entry, a module is evaluated once one of its own exports is taken (or, when its package
 * has side effects, once it is imported at all), and then whole, with every import its code reads (a
 * module is placed whole in one chunk). A name a module only re-exports passes through it: a
 * package's public surface (re-exports only) leads only to the modules of the names taken from it,
 * and an import for effects of a package free of side effects leads nowhere. Following every import
 * took in what only the lazy areas use (~60 KB gzip: the contracts' schemas, the casino's rules).
 */
export function initialModuleSet(entry: string, shapeOf: (id: string) => ModuleShape | null): Set<string> {
  const included = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);
  const queue: { id: string; name: string }[] = [{ id: entry, name: '*' }];
  while (queue.length > 0) {
    const { id, name } = queue.pop() as { id: string; name: string };
    const shape = shapeOf(id);
    if (name === EFFECTS && shape && !shape.sideEffects) continue;
    const names = asked.get(id) ?? new Set<string>();
    if (names.has(name) || names.has('*')) continue;
    names.add(name);
    asked.set(id, names);
    if (!shape || shape.whole) {
      if (!included.has(id)) for (const imported of shape?.imports ?? []) queue.push({ id: imported, name: '*' });
      included.add(id);
      continue;
    }
    const takesOwn = name === '*' || name === EFFECTS || 'local' in (own(shape.exports, name) ?? {});
    if ((takesOwn || shape.sideEffects) && !included.has(id)) {
      included.add(id);
      for (const bare of shape.bare) queue.push({ id: bare, name: EFFECTS });
      for (const read of shape.reads) {
        const imported = own(shape.imports, read);
        if (imported) queue.push(imported);
      }
    }
    const wanted = name === '*' ? Object.keys(shape.exports) : name === EFFECTS ? [] : [name];
    for (const exported of wanted) {
      const target = own(shape.exports, exported);
      if (target && !('local' in target)) queue.push({ id: target.id, name: target.name });
    }
    if (name !== EFFECTS && (name === '*' || !Object.hasOwn(shape.exports, name))) for (const star of shape.stars) queue.push({ id: star, name });
  }
  return included;
}

interface EsNode {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is EsNode => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
const nameOf = (node: unknown): string => {
  const named = node as { name?: unknown; value?: unknown } | null | undefined;
  return typeof named?.name === 'string' ? named.name : typeof named?.value === 'string' ? named.value : 'default';
};

/** Every identifier a node's code names (more than it reads: a property's key counts too); types are skipped. */
function identifiersOf(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) identifiersOf(item, into);
    return into;
  }
  if (!isNode(node) || (node.type.startsWith('TS') && node.type !== 'TSAsExpression' && node.type !== 'TSSatisfiesExpression' && node.type !== 'TSNonNullExpression' && node.type !== 'TSEnumDeclaration' && node.type !== 'TSModuleDeclaration' && node.type !== 'TSParameterProperty' && node.type !== 'TSInstantiationExpression' && node.type !== 'TSTypeAssertion')) return into;
  if ((node.type === 'Identifier' || node.type === 'JSXIdentifier') && typeof node['name'] === 'string') into.add(node['name']);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'typeAnnotation' || key === 'returnType' || key === 'typeParameters' || key === 'typeArguments' || key === 'superTypeArguments' || key === 'implements') continue;
    if (typeof value === 'object' && value !== null) identifiersOf(value, into);
  }
  return into;
}

/** A module's shape from its parsed body (`resolveId`: a specifier to its module id, null if unknown). */
export function shapeOfProgram(body: readonly EsNode[], resolveId: (source: string) => string | null, sideEffects: boolean): ModuleShape {
  const reads = new Set<string>();
  const imports: Record<string, { id: string; name: string }> = {};
  const exports: Record<string, { local: string } | { id: string; name: string }> = {};
  const bare: string[] = [];
  const stars: string[] = [];
  const declared = (node: EsNode): string[] => {
    if (node.type === 'VariableDeclaration') return [...identifiersOf((node['declarations'] as EsNode[]).map((item) => item['id']), new Set())];
    return isNode(node['id']) ? [nameOf(node['id'])] : [];
  };
  for (const node of body) {
    const source = isNode(node['source']) && typeof node['source']['value'] === 'string' ? node['source']['value'] : null;
    const typeOnly = node['importKind'] === 'type' || node['exportKind'] === 'type';
    if (node.type === 'ImportDeclaration' && source !== null) {
      if (typeOnly) continue;
      const id = resolveId(source);
      if (id === null) continue;
      const specifiers = node['specifiers'] as EsNode[];
      if (specifiers.length === 0) bare.push(id);
      for (const specifier of specifiers) {
        if (specifier['importKind'] === 'type') continue;
        imports[nameOf(specifier['local'])] = { id, name: specifier.type === 'ImportNamespaceSpecifier' ? '*' : specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier['imported']) };
      }
    } else if (node.type === 'ExportAllDeclaration' && source !== null) {
      if (typeOnly) continue;
      const id = resolveId(source);
      if (id === null) continue;
      if (node['exported']) exports[nameOf(node['exported'])] = { id, name: '*' };
      else stars.push(id);
    } else if (node.type === 'ExportNamedDeclaration') {
      if (typeOnly) continue;
      const id = source === null ? null : resolveId(source);
      for (const specifier of node['specifiers'] as EsNode[]) {
        if (specifier['exportKind'] === 'type') continue;
        const exported = nameOf(specifier['exported']);
        if (source === null) {
          exports[exported] = { local: nameOf(specifier['local']) };
          reads.add(nameOf(specifier['local']));
        } else if (id !== null) exports[exported] = { id, name: nameOf(specifier['local']) };
      }
      if (isNode(node['declaration'])) {
        const declaration = node['declaration'];
        if (declaration.type === 'TSInterfaceDeclaration' || declaration.type === 'TSTypeAliasDeclaration' || declaration.type === 'TSDeclareFunction' || declaration['declare'] === true) continue;
        for (const name of declared(declaration)) exports[name] = { local: name };
        identifiersOf(declaration, reads);
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      exports['default'] = { local: 'default' };
      identifiersOf(node['declaration'], reads);
    } else identifiersOf(node, reads);
  }
  return { whole: false, sideEffects, reads: [...reads], imports, bare, exports, stars };
}

/**
 * The first page's chunks (`initialModules`), in the order they are evaluated: React (with the
 * bundler's helpers), the other libraries, the packages every other imports (contracts, platform),
 * the other packages, the app's own modules (the entry's chunk, index-*.js, holds the entry alone).
 */
export const INITIAL_CHUNKS = ['react', 'vendor', 'contracts', 'cores', 'app'] as const;
export type InitialChunk = (typeof INITIAL_CHUNKS)[number];

const LIBRARY = /[\\/]node_modules[\\/]/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The packages every other one imports (the calls' contracts and schemas, the platform's ports): a chunk before the cores'. */
const CONTRACTS = /[\\/]packages[\\/](contracts|platform|casino-games)[\\/]/;

/** V8's explicit compile hint (the file's first line): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The line that ends the task a chunk's evaluation was reached in (`initialModules`). */
export const CHUNK_TASK_END = 'await new Promise((resolve) => setTimeout(resolve, 0));';

/** The browser's entry module (index.html's script). */
const initialEntry = resolve(import.meta.dirname, '../src/main.tsx');

const packageSideEffects = new Map<string, boolean>();
/** false when the nearest package.json of `file` says `"sideEffects": false` (the bundler then drops its unused modules). */
function packageHasSideEffects(file: string): boolean {
  const seen: string[] = [];
  let dir = dirname(file);
  let found: boolean | undefined;
  while (found === undefined) {
    const known = packageSideEffects.get(dir);
    if (known !== undefined) found = known;
    else if (existsSync(join(dir, 'package.json'))) found = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { sideEffects?: unknown }).sideEffects !== false;
    else if (dirname(dir) === dir) found = true;
    else {
      seen.push(dir);
      dir = dirname(dir);
      continue;
    }
    seen.push(dir);
  }
  for (const folder of seen) packageSideEffects.set(folder, found);
  return found;
}

/**
 * issue 20: the modules the first page loads anyway (`initialModuleSet`) are bundled in a few chunks
 * (the libraries, the packages) instead of ~75 chunks split by which areas share them (about 50 of
 * them under 1 KB: each a request, a modulepreload link the page adds after its first paint, and a
 * compile on the main thread, below the size the browser compiles off it). A module only an area or a
 * feature part loads is never in them: those stay lazy.
 */
export function initialModules(): { plugin: Plugin; chunkOf: (id: string) => InitialChunk | null } {
  const entry = initialEntry;
  let initial = new Set<string>();
  let libraryParts = new Set<string>();
  return {
    plugin: {
      name: 'kickoff-initial-modules',
      apply: 'build',
      async buildEnd() {
        const shapes = new Map<string, ModuleShape>();
        const pending = [entry];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (shapes.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          const path = id.split('?', 1)[0] ?? '';
          const sideEffects = info.moduleSideEffects !== false && packageHasSideEffects(path);
          let shape: ModuleShape = { whole: true, sideEffects, imports: info.importedIds };
          if (info.code !== null && !/[\\/]node_modules[\\/]/.test(id) && /\.[cm]?[jt]sx?$/.test(path)) {
            try {
              const body = (this.parse(info.code, { lang: path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') ? 'ts' : 'jsx' }) as unknown as { body: EsNode[] }).body;
              const resolved = new Map<string, string | null>();
              for (const node of body) {
                const source = isNode(node['source']) && typeof node['source']['value'] === 'string' ? node['source']['value'] : null;
                if (source !== null && !resolved.has(source)) resolved.set(source, (await this.resolve(source, id))?.id ?? null);
              }
              shape = shapeOfProgram(body, (source) => resolved.get(source) ?? null, sideEffects);
            } catch {
              shape = { whole: true, sideEffects, imports: info.importedIds };
            }
          }
          shapes.set(id, shape);
          if (shape.whole) pending.push(...shape.imports);
          else pending.push(...Object.values(shape.imports).map((item) => item.id), ...shape.bare, ...shape.stars, ...Object.values(shape.exports).flatMap((item) => ('id' in item ? [item.id] : [])));
        }
        initial = initialModuleSet(entry, (id) => shapes.get(id) ?? null);
        // The app's stand-ins for a library's module (reflect-metadata's two functions) and what they
        // import go with the libraries: a library's decorators run as its chunk is evaluated, before
        // the app's chunk.
        libraryParts = new Set();
        const parts = [...initial].filter((id) => !LIBRARY.test(id) && (this.getModuleInfo(id)?.importers ?? []).some((importer) => LIBRARY.test(importer) && initial.has(importer)));
        while (parts.length > 0) {
          const id = parts.pop() as string;
          if (libraryParts.has(id) || LIBRARY.test(id) || !initial.has(id)) continue;
          libraryParts.add(id);
          parts.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
      generateBundle: {
        // after Vite's own changes to the chunks' code (the dynamic imports' preload lists)
        order: 'post',
        handler(_options, bundle) {
          // Each of the first page's chunks (and the entry) starts with V8's explicit compile hint:
          // every function in it is compiled as the file is, off the main thread while it streams,
          // instead of lazily on the main thread at each function's first call (issue 20: most of the
          // start's React tasks were code running for the first time; with the hint on every file
          // home's blocking time fell in every alternated pair). Browsers without it read a comment.
          // Each of those chunks but the first then evaluates in a task of its own: its code ends the
          // task it was reached in (a top-level await, on a line of its own). The chunks import each
          // other in the order of INITIAL_CHUNKS, so each waits for the one before and the page's
          // modules are evaluated in as many tasks (issue 20: one task of every module was 130-490 ms
          // at 4x CPU). The source maps' lines move with the lines added.
          for (const item of Object.values(bundle)) {
            if (item.type !== 'chunk' || !(item.isEntry || (INITIAL_CHUNKS as readonly string[]).includes(item.name))) continue;
            const lines = item.isEntry || item.name === INITIAL_CHUNKS[0] ? [COMPILE_HINT] : [COMPILE_HINT, CHUNK_TASK_END];
            item.code = `${lines.join('\n')}\n${item.code}`;
            const shift = ';'.repeat(lines.length);
            const map = bundle[`${item.fileName}.map`];
            if (map?.type === 'asset' && typeof map.source === 'string') {
              const parsed = JSON.parse(map.source) as { mappings: string };
              parsed.mappings = `${shift}${parsed.mappings}`;
              map.source = JSON.stringify(parsed);
            }
            if (item.map) item.map.mappings = `${shift}${item.map.mappings}`;
          }
        },
      },
    },
    chunkOf: (id) => {
      // the bundler's helpers (Vite's preload, the decorators'): with the first chunk, which every
      // other imports, so no chunk imports one evaluated after it
      if (id.startsWith('\0') && (id.includes('vite/preload-helper') || initial.has(id))) return 'react';
      if (!initial.has(id)) return null;
      if (REACT.test(id)) return 'react';
      if (LIBRARY.test(id) || libraryParts.has(id)) return 'vendor';
      if (CONTRACTS.test(id)) return 'contracts';
      if (/[\\/]packages[\\/]/.test(id)) return 'cores';
      return id === entry ? null : 'app';
    },
  };
}
