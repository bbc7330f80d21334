import { parseAst, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../vite.config';
import { CHUNK_TASK_END, COMPILE_HINT, INITIAL_CHUNKS, initialModules, initialModuleSet, shapeOfProgram, type ModuleShape } from '../build/initial-chunks';

/** A module graph from source texts: ids are the specifiers themselves (`./x` is `x`). */
function graph(modules: Record<string, { code: string; sideEffects?: boolean }>): (id: string) => ModuleShape | null {
  const shapes = new Map<string, ModuleShape>();
  for (const [id, { code, sideEffects = true }] of Object.entries(modules)) {
    const body = (parseAst(code, { lang: 'tsx' }) as unknown as { body: Parameters<typeof shapeOfProgram>[0] }).body;
    shapes.set(id, shapeOfProgram(body, (source) => source.replace(/^\.\//, ''), sideEffects));
  }
  return (id) => shapes.get(id) ?? null;
}

describe("the first page's modules (issue 20: a few chunks instead of ~75)", () => {
  const modules = graph({
    main: {
      code: `import { used, type Shape } from 'pkg';
import 'pkg-effects';
import 'styles';
import { pass } from 'mixed';
import { onlyType } from 'typed';
export const start = (shape: Shape) => used(shape) + pass;
let seen: typeof onlyType | null = null;`,
    },
    // a package's public surface: re-exports only, free of side effects
    pkg: { code: `export { used } from './used';\nexport { lazy } from './lazy';\nexport type { Shape } from './used';`, sideEffects: false },
    used: { code: `import { helper } from './helper';\nimport { schema } from './schema';\nexport type Shape = typeof schema;\nexport const used = (x: unknown) => helper(x);`, sideEffects: false },
    helper: { code: `export function helper(x: unknown) { return String(x); }`, sideEffects: false },
    schema: { code: `export const schema = build();`, sideEffects: false },
    lazy: { code: `import { schema } from './schema';\nexport const lazy = () => schema;`, sideEffects: false },
    // a module that re-exports a name beside code of its own
    mixed: { code: `export { pass } from './passed';\nexport const own = build();`, sideEffects: false },
    passed: { code: `export const pass = 1;`, sideEffects: false },
    'pkg-effects': { code: `export const nothing = 1;`, sideEffects: false },
    styles: { code: `document.title = 'x';` },
    typed: { code: `export const onlyType = build();`, sideEffects: false },
  });

  it('takes what the entry reads, through a barrel only to the names taken from it', () => {
    expect([...initialModuleSet('main', modules)].sort()).toEqual(['helper', 'main', 'passed', 'styles', 'used']);
  });

  it('leaves out what only a lazy part uses: another name of the barrel, an import read only as a type, a name only re-exported through a module, an import for effects of a package free of them', () => {
    const set = initialModuleSet('main', modules);
    expect(['lazy', 'schema', 'typed', 'mixed', 'pkg-effects', 'pkg'].filter((id) => set.has(id))).toEqual([]);
  });

  it('takes a module of a library whole, with every module it imports', () => {
    const shapes: Record<string, ModuleShape> = {
      main: shapeOfProgram((parseAst(`import React from 'react';\nReact.x();`) as unknown as { body: Parameters<typeof shapeOfProgram>[0] }).body, (source) => source, true),
      react: { whole: true, sideEffects: true, imports: ['react-cjs'] },
      'react-cjs': { whole: true, sideEffects: true, imports: [] },
    };
    expect([...initialModuleSet('main', (id) => shapes[id] ?? null)].sort()).toEqual(['main', 'react', 'react-cjs']);
  });

  it('groups them in the chunks of INITIAL_CHUNKS, in that order, and leaves every other module to the automatic split', () => {
    const output = (config as { build?: { rolldownOptions?: { output?: { codeSplitting?: { groups?: { name: string; priority: number }[] } } } } }).build?.rolldownOptions?.output?.codeSplitting;
    expect(output?.groups?.map((group) => group.name)).toEqual(['react', 'vendor', 'contracts', 'cores', 'app']);
    expect(output?.groups?.map((group) => group.priority)).toEqual([5, 4, 3, 2, 1]);
    expect(initialModules().chunkOf('/work/src/areas/casino/index.tsx')).toBeNull();
    // the bundler's preload helper goes with the first chunk: every other imports it, none after it
    expect(initialModules().chunkOf('\0vite/preload-helper.js')).toBe('react');
  });

  it('starts each of those chunks and the entry with the compile hint, each chunk but the first then ends the task, its source map as many lines further', () => {
    const plugin = initialModules().plugin as Plugin & { generateBundle: { handler: (options: unknown, bundle: Rollup.OutputBundle) => void } };
    const chunk = (name: string) => ({ type: 'chunk', name, fileName: `${name}-x.js`, isEntry: false, code: 'import"./a.js";f();', map: { mappings: 'AAAA' } });
    const bundle = Object.fromEntries([
      ...[...INITIAL_CHUNKS, 'area-casino'].map((name) => [`${name}-x.js`, chunk(name)]),
      ['index-x.js', { ...chunk('index'), isEntry: true }],
      ['cores-x.js.map', { type: 'asset', fileName: 'cores-x.js.map', source: JSON.stringify({ mappings: 'AAAA' }) }],
      ['react-x.js.map', { type: 'asset', fileName: 'react-x.js.map', source: JSON.stringify({ mappings: 'AAAA' }) }],
    ]) as unknown as Rollup.OutputBundle;
    plugin.generateBundle.handler({}, bundle);
    const code = (name: string) => (bundle[`${name}-x.js`] as Rollup.OutputChunk).code;
    expect(INITIAL_CHUNKS.map((name) => code(name).startsWith(`${COMPILE_HINT}\n${CHUNK_TASK_END}\n`))).toEqual([false, true, true, true, true]);
    expect(code('react')).toBe(`${COMPILE_HINT}\nimport"./a.js";f();`);
    expect(code('index')).toBe(`${COMPILE_HINT}\nimport"./a.js";f();`);
    expect(code('area-casino')).toBe('import"./a.js";f();');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(CHUNK_TASK_END).toBe('await new Promise((resolve) => setTimeout(resolve, 0));');
    expect(JSON.parse((bundle['cores-x.js.map'] as Rollup.OutputAsset).source as string)).toEqual({ mappings: ';;AAAA' });
    expect(JSON.parse((bundle['react-x.js.map'] as Rollup.OutputAsset).source as string)).toEqual({ mappings: ';AAAA' });
  });
});
