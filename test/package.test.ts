import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import games from '../games.json' with { type: 'json' };
import tools from '../tools.json' with { type: 'json' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const files = sourceFiles('src');
/** The modules a file imports or re-exports from (statements only, not examples in comments). */
const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gms)].map((match) => match[1]!);

describe('the package layout', () => {
  test('the engine imports nothing from Node or from other packages, so it runs in any browser', () => {
    const ownSubpaths = games.map((game) => `tessera-engine/${game}`);
    for (const file of files) {
      for (const source of imports(file)) {
        // Only the package root re-exports the games, through the package's own subpaths.
        if (file === join('src', 'index.ts') && ownSubpaths.includes(source)) continue;
        // The editor is built on immer and the testing tool on fast-check (and on both games, through their
        // subpaths); no game entry may pull either in.
        if (file.startsWith(join('src', 'editor')) && source === 'immer') continue;
        if (file.startsWith(join('src', 'testing')) && (source === 'fast-check' || ownSubpaths.includes(source))) continue;
        if (file.startsWith(join('src', 'workers')) && ownSubpaths.includes(source)) continue;
        // The workers' Node entry starts worker_threads (and finds its file by node:url and node:path); their browser entry and worker script import no Node.
        if (
          [join('src', 'workers', 'index.ts'), join('src', 'workers', 'node-worker.ts')].includes(file) &&
          ['node:os', 'node:path', 'node:url', 'node:worker_threads'].includes(source)
        )
          continue;
        // The boardgame.io adapter imports only boardgame.io's types (its optional peer dependency).
        const typeOnly = !/^(?:import|export) (?!type\b)[^;]*from 'boardgame\.io/m.test(readFileSync(file, 'utf8'));
        if (file.startsWith(join('src', 'boardgame.io')) && source === 'boardgame.io' && typeOnly) continue;
        expect(source, file).toMatch(/^\.\.?\//);
      }
    }
  });

  test('no game imports another, and the core imports none', () => {
    for (const file of files) {
      const home = games.find((game) => file.startsWith(join('src', game)));
      const isTool = tools.some((tool) => file.startsWith(join('src', tool)));
      if (home === undefined && !isTool && !file.startsWith(join('src', 'core'))) continue;
      for (const source of imports(file)) {
        const other = games.find((game) => game !== home && (source.includes(`/${game}/`) || source.startsWith(`./${game}/`)));
        expect(other, `${file} imports ${source}`).toBeUndefined();
      }
    }
  });
});

describe('the game registry (games.json) is the one list of games', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    exports: Record<string, unknown>;
    typesVersions: { '*': Record<string, string[]> };
  };

  test('each registered game and tool has its folder, and every folder beside the core is registered', () => {
    const folders = readdirSync('src', { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'core');
    expect(folders.map((entry) => entry.name).sort()).toEqual([...games, ...tools].sort());
  });

  test('package.json publishes exactly the registered games and tools as subpaths', () => {
    const names = [...games, ...tools];
    expect(Object.keys(manifest.exports).sort()).toEqual(['.', './package.json', ...names.map((name) => `./${name}`)].sort());
    expect(Object.keys(manifest.typesVersions['*']).sort()).toEqual([...names].sort());
  });

  test('the package root exports each registered game as a module object and a namespace', () => {
    const root = readFileSync('src/index.ts', 'utf8');
    for (const game of games) {
      const namespace = game[0]!.toUpperCase() + game.slice(1);
      expect(root).toContain(`export { ${game} } from 'tessera-engine/${game}';`);
      expect(root).toContain(`export * as ${namespace} from 'tessera-engine/${game}';`);
    }
  });

  test("each game's subpath exports every function of its module object by name", async () => {
    for (const game of games) {
      const subpath = (await import(`../src/${game}/index.ts`)) as Record<string, unknown>;
      const members = Object.entries(subpath[game] as Record<string, unknown>).filter(([, value]) => typeof value === 'function');
      expect(members.length, game).toBeGreaterThan(10);
      for (const [name] of members) expect(typeof subpath[name], `${game}: ${name}`).toBe('function');
    }
  });

  test('no source file is a long one', () => {
    for (const file of files) expect(readFileSync(file, 'utf8').split('\n').length, file).toBeLessThan(300);
  });
});

describe('the README for readers of the tarball', () => {
  test('every relative link of the README points to a file the package ships', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { files: string[] };
    const shipped = (path: string) =>
      manifest.files.some((pattern) => {
        const regex = new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}(/.*)?$`);
        return regex.test(path);
      });
    const links = [...readFileSync('README.md', 'utf8').matchAll(/\]\(([^)#]+)\)/g)].map((match) => match[1]!).filter((link) => !/^[a-z]+:/.test(link));
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect(shipped(link), link).toBe(true);
      expect(() => readFileSync(link), link).not.toThrow();
    }
  });
});

describe('the development dependencies', () => {
  interface Manifest {
    devDependencies: Record<string, string>;
    peerDependencies?: Record<string, string>;
    scripts: Record<string, string>;
    bin?: string | Record<string, string>;
  }
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const installed = (name: string) => read(join('node_modules', name, 'package.json'));

  test('each one is imported or resolved, run by a script, the CI or a test (`binaryOf`), named in tsconfig.json’s types, or a peer of another', () => {
    const { devDependencies, scripts } = read('package.json');
    const code = execFileSync('git', ['ls-files', '*.ts', '*.js', '*.mjs'], { encoding: 'utf8', timeout: 30_000 })
      .split('\n')
      .filter((file) => file !== '')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const commands = [...Object.values(scripts), readFileSync('.ci/run', 'utf8')].join('\n');
    const { compilerOptions } = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { compilerOptions: { types: string[] } };
    const names = Object.keys(devDependencies);
    const peers = new Set(names.flatMap((name) => Object.keys(installed(name).peerDependencies ?? {})));
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const unused = names.filter((name) => {
      const { bin } = installed(name);
      const bins = typeof bin === 'string' ? [name.replace(/^@[^/]+\//, '')] : Object.keys(bin ?? {});
      const imported = new RegExp(`(?:from |import\\(|createRequire\\(import\\.meta\\.url\\)\\(|resolve\\()'${escaped(name)}(?:/[^']*)?'`).test(code);
      const run = bins.some(
        (command) => new RegExp(`(?:^|[\\s;&|(])${escaped(command)}(?=\\s|$)`, 'm').test(commands) || code.includes(`binaryOf('${command}')`),
      );
      const types = name.startsWith('@types/') && compilerOptions.types.includes(name.slice('@types/'.length));
      return !imported && !run && !types && !peers.has(name);
    });
    expect(unused).toEqual([]);
  });
});

describe('the manifest for users and the registry', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    files: string[];
    repository?: { type: string; url: string };
    homepage?: string;
    bugs?: { url: string };
    scripts: Record<string, string>;
  };

  test('every entry of files but the build names files of the repository (CHANGELOG.md included)', () => {
    const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8', timeout: 30_000 }).split('\n');
    for (const pattern of manifest.files.filter((entry) => entry !== 'dist')) {
      const regex = new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
      expect(
        tracked.some((file) => regex.test(file)),
        pattern,
      ).toBe(true);
    }
  });

  test('repository, homepage and bugs name one address, which the API site links its sources into', async () => {
    const url = manifest.repository?.url ?? '';
    expect(url).toMatch(/^git\+https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/);
    const address = url.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(manifest.homepage).toBe(`${address}#readme`);
    expect(manifest.bugs?.url).toBe(`${address}/issues`);
    const typedoc = (await import(new URL('../typedoc.config.mjs', import.meta.url).href)) as { default: { sourceLinkTemplate: string } };
    expect(typedoc.default.sourceLinkTemplate).toBe(`${address}/blob/{gitRevision}/{path}#L{line}`);
  });

  test('a git install builds: the build runs on prepare, which npm runs when it prepares a git dependency', () => {
    expect(manifest.scripts.prepare).toBe('npm run build');
  });

  test('the release builds before it checks the package', () => {
    const steps = manifest.scripts.release!.split(' && ');
    expect(steps.indexOf('npm run build')).toBeGreaterThan(-1);
    expect(steps.indexOf('npm run build')).toBeLessThan(steps.indexOf('npm run test:dist'));
    expect(steps.indexOf('npm run build')).toBeLessThan(steps.indexOf('npm run check:package'));
  });
});
