import { describe, expect, it } from 'vitest';
import { chunkFiles, keptOutFound, schemaModules, staticClosure, withPreloads } from './route-chunks';

const graph = (edges: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id] ?? [] } : null),
});

describe('staticClosure', () => {
  it('follows static imports from the roots, once each, and stops at what `stop` matches', () => {
    const modules = graph({
      '/src/app.tsx': ['/src/shell.tsx', '/packages/domain/index.ts'],
      '/src/shell.tsx': ['/src/app.tsx', '/node_modules/dexie/dexie.js'],
      '/packages/domain/index.ts': ['/packages/domain/dates.ts'],
      '/node_modules/dexie/dexie.js': [],
    });
    expect([...staticClosure(modules, ['/src/app.tsx'], /packages/)].sort()).toEqual([
      '/node_modules/dexie/dexie.js',
      '/src/app.tsx',
      '/src/shell.tsx',
    ]);
  });
});

describe('chunkFiles and withPreloads', () => {
  const bundle = {
    'assets/index-1.js': {
      type: 'chunk' as const,
      fileName: 'assets/index-1.js',
      name: 'index',
      imports: [],
    },
    'assets/app-2.js': {
      type: 'chunk' as const,
      fileName: 'assets/app-2.js',
      name: 'app',
      imports: ['assets/index-1.js', 'assets/rules-3.js'],
      viteMetadata: { importedCss: new Set(['assets/app-2.css']) },
    },
    'assets/rules-3.js': {
      type: 'chunk' as const,
      fileName: 'assets/rules-3.js',
      name: 'rules',
      imports: ['assets/index-1.js'],
    },
    'assets/chart-4.js': {
      type: 'chunk' as const,
      fileName: 'assets/chart-4.js',
      name: 'chart',
      imports: [],
    },
  };

  it("gathers a chunk's static imports and styles, and nothing it loads lazily", () => {
    const files = chunkFiles(bundle, 'app');
    expect(files.scripts.sort()).toEqual(['assets/app-2.js', 'assets/index-1.js', 'assets/rules-3.js']);
    expect(files.styles).toEqual(['assets/app-2.css']);
    expect(chunkFiles(bundle, 'missing')).toEqual({ scripts: [], styles: [] });
  });

  it('adds a preload for each file the page does not load already, before </head>', () => {
    const html =
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>';
    const page = withPreloads(html, chunkFiles(bundle, 'app'));
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/app-2.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/rules-3.js">');
    expect(page).toContain('<link rel="preload" as="style" crossorigin href="/assets/app-2.css">');
    expect(page).not.toContain('modulepreload" crossorigin href="/assets/index-1.js"');
    expect(page).not.toContain('chart-4');
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
  });
});

describe('schemaModules', () => {
  it("names the packages' modules that import TypeBox, and no other", () => {
    const edges: Record<string, string[]> = {
      '/packages/protocol/src/mutations.ts': [
        '/node_modules/typebox/build/index.mjs',
        '/packages/protocol/src/fields.ts',
      ],
      '/packages/protocol/src/fields.ts': [
        '/node_modules/typebox/build/index.mjs',
        '/packages/domain/src/auth.ts',
      ],
      '/packages/protocol/src/mutation-rules.ts': ['/packages/protocol/src/text-rule.ts'],
      '/packages/protocol/src/text-rule.ts': [],
      '/packages/domain/src/auth.ts': [],
      // The web app's own modules are not the packages' rules, whatever they import.
      '/web/src/sync/schema-check.ts': ['/node_modules/typebox/build/index.mjs'],
    };
    const found = schemaModules({ ...graph(edges), getModuleIds: () => Object.keys(edges) });
    expect([...found].sort()).toEqual([
      '/packages/protocol/src/fields.ts',
      '/packages/protocol/src/mutations.ts',
    ]);
  });
});

describe('keptOutFound', () => {
  const bundle = {
    'assets/index-1.js': {
      type: 'chunk' as const,
      fileName: 'assets/index-1.js',
      name: 'index',
      modules: { '/node_modules/react-dom/index.js': {}, '/node_modules/typebox/build/type.mjs': {} },
    },
    'assets/app-2.js': {
      type: 'chunk' as const,
      fileName: 'assets/app-2.js',
      name: 'app',
      modules: { '/web/src/app.tsx': {} },
    },
    'assets/grid-3.js': {
      type: 'chunk' as const,
      fileName: 'assets/grid-3.js',
      name: 'grid',
      modules: { '/node_modules/react-grid-layout/index.mjs': {} },
    },
  };

  it('lists each module it must not find in the files given, and only those files', () => {
    const keepOut = /node_modules[\\/](?:typebox|react-grid-layout)[\\/]/;
    expect(keptOutFound(bundle, ['assets/index-1.js', 'assets/app-2.js'], keepOut)).toEqual([
      'assets/index-1.js: /node_modules/typebox/build/type.mjs',
    ]);
    expect(keptOutFound(bundle, ['assets/app-2.js'], keepOut)).toEqual([]);
  });
});
