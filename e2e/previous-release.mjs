// Builds the web app of the previous release (the commit in previous-release.json), once per
// commit, and caches its dist under node_modules/.cache/habitat-releases/<commit>/. The update tests
// (e2e/updates.test.ts) serve it first and the current build after, on one origin, the way a real
// deploy replaces one with the other.
//
// Works on a clean clone with no network but the npm registry: the sources come from git
// (`git archive`), the dependencies are this checkout's node_modules when the web app and its
// packages ask for the same versions (linked, not copied), else `npm ci` in the temporary tree. Run it alone to warm the cache:
// `node e2e/previous-release.mjs`.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const { commit } = JSON.parse(readFileSync(join(import.meta.dirname, 'previous-release.json'), 'utf8'));

/** The previous release's commit, as previous-release.json names it. */
export const PREVIOUS_RELEASE = commit;

function run(command, args, cwd, input) {
  const result = spawnSync(command, args, {
    cwd,
    input,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr?.toString() ?? ''}`);
  }
  return result.stdout;
}

/**
 * A node_modules of symlinks to this checkout's, with the workspace packages pointing into `tree`
 * instead: the old release must build from its own sources, not today's.
 */
function linkDependencies(tree, workspaces) {
  const modules = join(tree, 'node_modules');
  mkdirSync(modules, { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '.cache' || entry === '.vite' || entry === '@habitat') continue;
    symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  mkdirSync(join(modules, '@habitat'), { recursive: true });
  for (const workspace of workspaces) {
    const manifest = join(tree, workspace, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (!name?.startsWith('@habitat/')) continue;
    const link = join(modules, name);
    symlinkSync(relative(dirname(link), join(tree, workspace)), link);
  }
  // A workspace's own node_modules (a version that differs from the hoisted one) is linked too.
  for (const workspace of workspaces) {
    const own = join(root, workspace, 'node_modules');
    if (existsSync(own) && lstatSync(own).isDirectory() && existsSync(join(tree, workspace))) {
      symlinkSync(own, join(tree, workspace, 'node_modules'));
    }
  }
}

/**
 * Whether the old web app and its packages ask for the dependencies this checkout has installed:
 * then this checkout's node_modules builds it. A dependency added elsewhere since (the server's)
 * does not matter to the web build.
 */
function sameBuildDependencies(tree) {
  const wanted = (base) =>
    workspacesOf(tree)
      .filter((workspace) => workspace === 'web' || workspace.startsWith('packages/'))
      .map((workspace) => {
        const manifest = join(base, workspace, 'package.json');
        if (!existsSync(manifest)) return `${workspace}: none`;
        const { dependencies, devDependencies } = JSON.parse(readFileSync(manifest, 'utf8'));
        return `${workspace}: ${JSON.stringify({ dependencies, devDependencies })}`;
      })
      .join('\n');
  return wanted(tree) === wanted(root);
}

function workspacesOf(tree) {
  const packages = existsSync(join(tree, 'packages'))
    ? readdirSync(join(tree, 'packages')).map((name) => `packages/${name}`)
    : [];
  return [...packages, 'web', 'sync-server', 'e2e'];
}

/** The path of the previous release's built web app (index.html, sw.js, assets), built if needed. */
export function previousReleaseDist() {
  const cached = join(root, 'node_modules', '.cache', 'habitat-releases', commit, 'web-dist');
  if (existsSync(join(cached, 'sw.js')) && existsSync(join(cached, 'index.html'))) return cached;

  const known = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root });
  if (known.status !== 0) {
    throw new Error(
      `The previous release ${commit} is not in this clone's history (a shallow clone?). ` +
        'Fetch it (git fetch --unshallow) to run the update tests.',
    );
  }
  const tree = mkdtempSync(join(tmpdir(), 'habitat-release-'));
  try {
    run('tar', ['-x', '-C', tree], root, run('git', ['archive', '--format=tar', commit], root));
    if (sameBuildDependencies(tree)) linkDependencies(tree, workspacesOf(tree));
    else run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], tree);
    run(process.execPath, [join(tree, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], join(tree, 'web'));
    const staging = `${cached}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(dirname(cached), { recursive: true });
    cpSync(join(tree, 'web', 'dist'), staging, { recursive: true });
    rmSync(cached, { recursive: true, force: true });
    renameSync(staging, cached);
    return cached;
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now();
  const dist = previousReleaseDist();
  console.log(`previous release ${commit}: ${dist} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
