import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A bundle of a route: the modules its `root` files import statically, gathered into one chunk.
 *
 * Left to itself the bundler cuts every module shared by two lazy routes into its own chunk, and
 * the signed-in dashboard came in 69 files. On a phone's link each file costs a round trip
 * (browsers open six connections to one HTTP/1.1 origin), which cost more than the bytes: one
 * chunk per route that is always needed together is faster, even when it carries a few
 * kilobytes another route does not use. What a route loads lazily (the charts) stays out.
 */
export interface RouteBundle {
  name: string;
  /** Files (relative to the web folder) whose static imports make up the bundle. */
  roots: string[];
  /**
   * A copy of index.html that starts fetching this bundle's scripts and styles with the page
   * (modulepreload), instead of after the entry has run and the router asked for them: the server
   * answers the bundle's pages with it (sync-server serves app.html under /app).
   */
  page?: string;
  /**
   * Libraries this bundle's page must not load before it runs (matched against module ids): the
   * build fails when one is found in the entry, the bundle's chunk or a chunk they import.
   */
  keepOut?: RegExp;
}

interface OutputChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  name: string;
  imports?: readonly string[];
  /** The modules the chunk holds, by id. */
  modules?: Record<string, unknown>;
  viteMetadata?: { importedCss: Set<string> };
}

/** The files a chunk needs before it runs: itself, the chunks it imports, and their styles. */
export function chunkFiles(bundle: Record<string, OutputChunkInfo>, name: string) {
  const start = Object.values(bundle).find((item) => item.type === 'chunk' && item.name === name);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const queue = start ? [start.fileName] : [];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const chunk = bundle[file];
    if (scripts.has(file) || chunk?.type !== 'chunk') continue;
    scripts.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** index.html with hints that fetch `files` at once; scripts already in the page are left alone. */
export function withPreloads(html: string, { scripts, styles }: { scripts: string[]; styles: string[] }) {
  const links = [
    ...scripts
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // Fetched, not applied: the entry applies them with the chunk, so the first paint waits for none.
    ...styles
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Every module `roots` reach through static imports, roots included, short of the modules `stop`
 * matches (libraries reached through an index that re-exports everything: the closure would take
 * all of it, while the build keeps only what is used).
 */
export function staticClosure(graph: ModuleGraph, roots: readonly string[], stop: RegExp): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || stop.test(id)) continue;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) queue.push(imported);
  }
  return seen;
}

/** Modules reached through an index of everything: the icons, and the project's own packages. */
const ICONS = /node_modules[\\/]lucide-react[\\/]/;
const PACKAGES = /[\\/]packages[\\/](?:domain|protocol)[\\/]/;
const TYPEBOX = /node_modules[\\/]typebox[\\/]/;
/** The device's database and sync engine: the signed-in app's, never the landing or sign-in pages'. */
const SYNC = /[\\/]packages[\\/]sync-client[\\/]|node_modules[\\/](?:dexie|dexie-react-hooks)[\\/]/;

/**
 * The packages' modules that build TypeBox schemas (they import it). They are not rules a screen
 * runs: the server checks requests with them, and the device only its queued changes, lazily
 * (sync-client's mutation-schema). So they go with TypeBox into a chunk of their own, loaded by what
 * checks, rather than into the rules chunk every screen loads at start.
 */
export function schemaModules(graph: ModuleGraph & { getModuleIds(): Iterable<string> }): Set<string> {
  const found = new Set<string>();
  for (const id of graph.getModuleIds()) {
    if (!PACKAGES.test(id)) continue;
    if (graph.getModuleInfo(id)?.importedIds.some((imported) => TYPEBOX.test(imported))) found.add(id);
  }
  return found;
}

/**
 * The modules of `keepOut` found in the chunks a page loads before it runs (`files`, from
 * chunkFiles), as `chunk: module` lines: the build fails on any, so a later import cannot bring a
 * heavy library back into a first screen unnoticed.
 */
export function keptOutFound(
  bundle: Record<string, OutputChunkInfo>,
  files: readonly string[],
  keepOut: RegExp,
): string[] {
  return files.flatMap((file) =>
    Object.keys(bundle[file]?.modules ?? {})
      .filter((id) => keepOut.test(id))
      .map((id) => `${file}: ${id}`),
  );
}

/**
 * The groups for `build.rolldownOptions.output.codeSplitting`, and the plugin that works out
 * their members once the module graph is known. The entry's own static imports form one chunk
 * first (they were thirteen files before); the icons and the shared rules (domain, protocol) that
 * later screens use, one chunk each, and TypeBox with the schemas built on it in another, which
 * only what checks a schema loads; then each bundle, in the order given: a module two bundles
 * share goes to the first. The plugin also fails the build when a bundle's first screen holds a
 * module its `keepOut` names.
 */
export function routeChunks(bundles: readonly RouteBundle[]) {
  const members = new Map<string, Set<string>>();
  const schemas = new Set<string>();
  const checksSchemas = new Set<string>();
  const plugin: Plugin = {
    name: 'habitat-route-chunks',
    apply: 'build',
    buildEnd() {
      for (const id of schemaModules(this)) schemas.add(id);
      for (const id of this.getModuleIds()) {
        const imports = this.getModuleInfo(id)?.importedIds ?? [];
        if (SYNC.test(id) && imports.some((imported) => TYPEBOX.test(imported))) checksSchemas.add(id);
      }
      for (const bundle of bundles) {
        const roots = bundle.roots.map((root) => resolve(import.meta.dirname, '..', root));
        members.set(
          bundle.name,
          staticClosure(this, roots, new RegExp(`${ICONS.source}|${PACKAGES.source}`)),
        );
      }
    },
    generateBundle(_options, output) {
      const chunks = output as unknown as Record<string, OutputChunkInfo>;
      const entry = Object.values(chunks).find((item) => item.type === 'chunk' && item.name === 'index');
      for (const bundle of bundles) {
        if (!bundle.keepOut) continue;
        const files = [
          ...(entry ? chunkFiles(chunks, entry.name).scripts : []),
          ...chunkFiles(chunks, bundle.name).scripts,
        ];
        const found = keptOutFound(chunks, [...new Set(files)], bundle.keepOut);
        if (found.length > 0)
          this.error(`The ${bundle.name} bundle's first screen loads what it must not:\n${found.join('\n')}`);
      }
    },
    async writeBundle(options, output) {
      const dir = options.dir ?? 'dist';
      if (!(output['index.html'] || Object.keys(output).some((file) => file.endsWith('.html')))) return;
      const html = await readFile(join(dir, 'index.html'), 'utf8');
      for (const bundle of bundles) {
        if (!bundle.page) continue;
        const files = chunkFiles(output as unknown as Record<string, OutputChunkInfo>, bundle.name);
        await writeFile(join(dir, bundle.page), withPreloads(html, files));
      }
    },
  };
  const groups = [
    { name: 'start', tags: ['$initial' as const], priority: 100 },
    // Each icon is a few hundred bytes: shared icons were dozens of tiny chunks, one request each.
    { name: 'icons', test: ICONS, priority: 90 },
    { name: 'rules', test: (id: string) => PACKAGES.test(id) && !schemas.has(id), priority: 80 },
    // Below the rules: a group takes the modules its members import, and the schemas import rules
    // (the email pattern) that the first screen runs, which must stay where that screen finds them.
    { name: 'schemas', test: (id: string) => TYPEBOX.test(id) || schemas.has(id), priority: 75 },
    // Short of its schema checks, which import TypeBox and load lazily with it.
    { name: 'sync', test: (id: string) => SYNC.test(id) && !checksSchemas.has(id), priority: 70 },
    ...bundles.map((bundle, index) => ({
      name: bundle.name,
      priority: 50 - index,
      test: (id: string) => members.get(bundle.name)?.has(id) ?? false,
    })),
  ];
  return { plugin, groups };
}
