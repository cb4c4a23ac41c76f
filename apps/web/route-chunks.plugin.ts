import path from 'node:path';
import type { Plugin } from 'vite';

/** The part of a rolldown `codeSplitting` group this plugin fills in. */
interface CodeSplittingGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
}

/** A module whose every statement imports or re-exports: an index (radix-ui's, lucide-react's, contracts'). */
function isBarrel(code: string | null | undefined): boolean {
  if (!code) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  return (
    statements.length > 1 &&
    statements.every(
      (statement) =>
        /^(export|import)\b[\s\S]*\bfrom\s*['"][^'"]+['"]$/.test(statement) ||
        /^export\s*\{[^}]*\}$/.test(statement),
    )
  );
}

/**
 * One chunk (`<route>-kit`) per listed route for the modules it imports statically. Left to itself
 * the bundler gives every module shared by a different set of routes a file of its own: My Folders' first load
 * fetched 30 scripts of 1 to 9 KB, and over HTTP/1.1's 6 connections per origin each costs a round trip before the
 * page can render (Lighthouse's simulated phone network: 150 ms). Routes are listed in the order people meet them;
 * a module goes to the first that needs it, a later route imports the earlier one's kit. Modules the entry imports
 * stay out of the kits, so the landing page loads nothing more.
 *
 * The walk follows static imports and stops at an index module (`isBarrel`): through it, it would take every
 * module the index names, where the bundler keeps only those used. What an index leads to (icons, the contracts
 * a page uses, Radix parts) stays in the bundler's own chunks, but for the modules a route names in `through`
 * (My Folders' icons and contracts messages, a file of a few hundred bytes each, each a round trip
 * on its first load). Those go in its kit whoever else imports them: name none that the entry or the landing page
 * uses (the landing page would load the kit for it; `pnpm check:bundle` would fail on its budget).
 */
export function routeChunks(
  routes: readonly string[],
  through: Readonly<Record<string, RegExp>> = {},
): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const owner = new Map<string, string>(); // module id -> its kit
  let root = process.cwd();
  const kits = routes.map((route) => `${path.basename(route, path.extname(route))}-kit`);
  const groups = kits.map((name, index) => ({
    name,
    priority: routes.length - index,
    // the kit holds exactly the walked modules, not whatever else they lead to
    includeDependenciesRecursively: false,
    test: (id: string) => owner.get(id) === name,
  }));
  const plugin: Plugin = {
    name: 'shortlist-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // the module graph is complete here, and chunks are made after it
    buildEnd() {
      /** The modules `from` imports statically, themselves included, short of `skip` and of an index's names. */
      const closure = (from: string[], skip: ReadonlySet<string>) => {
        const seen = new Set<string>();
        const stack = [...from];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id) || skip.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info || isBarrel(info.code)) continue;
          const dynamic = new Set(info.dynamicallyImportedIds);
          stack.push(...info.importedIds.filter((dep) => !dynamic.has(dep)));
        }
        return seen;
      };
      // what the entry imports stays out of the kits, even what it imports and does not use (the bundler drops
      // that from the entry: in a kit, the landing page would load the kit for it)
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const initial = closure(entries, new Set());
      for (const [index, route] of routes.entries()) {
        const start = path.resolve(root, route);
        for (const id of closure([start], initial)) {
          // the route's own module stays its lazy chunk
          if (id !== start && !owner.has(id)) owner.set(id, kits[index]!);
        }
        const named = through[route];
        if (named)
          for (const id of this.getModuleIds())
            if (named.test(id.replaceAll('\\', '/')) && !owner.has(id)) owner.set(id, kits[index]!);
      }
    },
  };
  return { plugin, groups };
}
