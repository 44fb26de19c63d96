import type { AnyMachineModel } from '../../test/model';
import { diagramPage } from './mermaid';

/** A file of `docs/machines/`. */
export interface DiagramFile {
  name: string;
  content: string;
}

function indexPage(models: readonly AnyMachineModel[]): string {
  const links = models.map((model) => {
    const summary = model.machine.root.description;
    return `- [${model.name}](./${model.name}.md)${summary ? `: ${summary}` : ''}`;
  });
  return [
    '# Statecharts of @stepwise/machines',
    '',
    'One diagram per machine, drawn from its definition.',
    '',
    ...links,
    '',
    '<!-- Generated from packages/machines by `pnpm machines:diagrams`; do not edit. -->',
    '',
  ].join('\n');
}

/** Every file `pnpm machines:diagrams` writes: one page per machine, and an index. */
export function diagramFiles(models: readonly AnyMachineModel[]): DiagramFile[] {
  return [
    { name: 'README.md', content: indexPage(models) },
    ...models.map((model) => ({
      name: `${model.name}.md`,
      content: diagramPage(model.name, model.machine),
    })),
  ];
}
