/** The CLI must run where Electron cannot: nothing it loads may import 'electron'. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every source file reachable from `entry`, with every bare package name those files import. */
function importGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      if (fileName.startsWith('.')) {
        const target = resolveLocal(file, fileName);
        if (!target) throw new Error(`${file} imports ${fileName}, which does not resolve`);
        queue.push(target);
      } else {
        packages.add(fileName);
      }
    }
  }
  return { files, packages };
}

describe('the CLI import graph', () => {
  const { files, packages } = importGraph(join(ROOT, 'src/cli/index.ts'));

  it('reaches the engine and the replay store', () => {
    expect(files.has(join(ROOT, 'src/engine/core/record.ts'))).toBe(true);
    expect(files.has(join(ROOT, 'src/main/files/replay-store.ts'))).toBe(true);
  });

  it('never imports electron', () => {
    expect([...packages].filter((name) => name === 'electron' || name.startsWith('electron/'))).toEqual([]);
    expect([...files].filter((file) => file.includes('/src/main/electron/') || file.endsWith('/src/main/index.ts'))).toEqual([]);
  });
});
