import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allModels } from '../../test/all-models';
import { readDiagramFiles, writeDiagramFiles } from './files';
import { diagramFiles } from './pages';

describe('docs/machines', () => {
  const expected = diagramFiles(allModels);

  it('has exactly one page per machine and the index (run `pnpm machines:diagrams`)', () => {
    const names = readDiagramFiles().map((file) => file.name);
    expect(names).toEqual(expected.map((file) => file.name).sort());
  });

  it.each(expected.map((file) => [file.name, file] as const))(
    '%s is up to date (run `pnpm machines:diagrams`)',
    (name, file) => {
      const current = readDiagramFiles().find((candidate) => candidate.name === name);
      expect(current?.content).toBe(file.content);
    },
  );
});

describe('writeDiagramFiles', () => {
  it('writes every page and removes pages of machines that are gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'machines-diagrams-'));
    try {
      writeFileSync(join(dir, 'retired.md'), '# gone');
      writeFileSync(join(dir, 'notes.txt'), 'kept');
      writeDiagramFiles([{ name: 'a.md', content: '# a\n' }], dir);
      expect(readDiagramFiles(dir)).toEqual([{ name: 'a.md', content: '# a\n' }]);
      expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('kept');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a missing directory as no files, so the check fails with a clear diff', () => {
    expect(readDiagramFiles(join(tmpdir(), 'machines-diagrams-missing-dir'))).toEqual([]);
  });
});
