import type { Plugin } from 'vite';

/**
 * Which chunks each chunk imports statically, directly or through others, read from the bundle
 * before Vite lists each dynamic import's preloads (build.modulePreload.resolveDependencies). A chunk
 * runs only once all it imports statically has loaded, so a dynamic import inside it need not name
 * those again: every name in a preload list is bytes in the chunk that holds it (bench/bundle/budget.ts:
 * the dashboard's first download carried some 5 kB of such lists).
 */
export function chunkGraph(): { plugin: Plugin; loadedWith: (chunk: string) => ReadonlySet<string> } {
  const imports = new Map<string, readonly string[]>();
  const closures = new Map<string, Set<string>>();

  const loadedWith = (chunk: string): ReadonlySet<string> => {
    const known = closures.get(chunk);
    if (known) return known;
    const found = new Set<string>();
    const pending = [...(imports.get(chunk) ?? [])];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (found.has(next)) continue;
      found.add(next);
      pending.push(...(imports.get(next) ?? []));
    }
    closures.set(chunk, found);
    return found;
  };

  const plugin: Plugin = {
    name: 'mithaq-chunk-graph',
    apply: 'build',
    generateBundle: {
      // Before Vite's own import analysis, which asks resolveDependencies for each dynamic import.
      order: 'pre',
      handler(_options, bundle) {
        imports.clear();
        closures.clear();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') imports.set(output.fileName, output.imports);
        }
      },
    },
  };
  return { plugin, loadedWith };
}
