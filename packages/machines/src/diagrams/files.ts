import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DiagramFile } from './pages';

/** `docs/machines/` at the root of the repository. */
export const DOCS_DIR = fileURLToPath(new URL('../../../../docs/machines/', import.meta.url));

/** The Markdown files now in `dir` (none when it does not exist). */
export function readDiagramFiles(dir = DOCS_DIR): DiagramFile[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.md'));
  } catch {
    return [];
  }
  return names.sort().map((name) => ({ name, content: readFileSync(join(dir, name), 'utf8') }));
}

/** Writes `files` into `dir` and removes the Markdown files no machine has any more. */
export function writeDiagramFiles(files: readonly DiagramFile[], dir = DOCS_DIR): void {
  mkdirSync(dir, { recursive: true });
  const wanted = new Set(files.map((file) => file.name));
  for (const old of readDiagramFiles(dir)) {
    if (!wanted.has(old.name)) rmSync(join(dir, old.name));
  }
  for (const file of files) writeFileSync(join(dir, file.name), file.content);
}
