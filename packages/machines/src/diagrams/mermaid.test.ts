import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup, stateIn } from 'xstate';
import { guardLabel } from '../../test/transitions';
import { diagramPage, toMermaid } from './mermaid';

const guards = { isOk: () => true, hasX: () => true };

/** Nested, parallel, final and transient states; guards; delays; transitions on the machine. */
const editor = setup({ guards }).createMachine({
  id: 'editor',
  type: 'parallel',
  on: { 'editor.reset': '.tabs.details' },
  states: {
    tabs: {
      initial: 'details',
      states: {
        details: {
          on: {
            'tab.next': { target: 'materials', guard: not('isOk') },
            'tab.ping': { actions: [] },
          },
        },
        materials: {
          tags: ['dirty'],
          after: { 2000: 'details' },
          always: { guard: and(['isOk', 'hasX']), target: '#editor.panel.idle' },
        },
      },
    },
    panel: {
      initial: 'idle',
      states: {
        idle: { on: { 'panel.open': 'open' } },
        open: {
          initial: 'idle',
          states: { idle: {}, end: { type: 'final' } },
          onDone: 'idle',
          on: { 'panel.go': '.end' },
        },
      },
    },
  },
});

describe('toMermaid', () => {
  it('draws nested and parallel states, initial and final states, and labelled transitions', () => {
    expect(toMermaid(editor)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> editor',
        '  state editor {',
        '    state tabs {',
        '      [*] --> details',
        '      details',
        '      materials : tag dirty',
        '      details --> materials : tab.next [not(isOk)]',
        '      details --> details : tab.ping',
        '      materials --> details : after 2000 ms',
        '    }',
        '    --',
        '    state panel {',
        '      [*] --> panel_idle',
        '      state "idle" as panel_idle',
        '      state open {',
        '        [*] --> panel_open_idle',
        '        state "idle" as panel_open_idle',
        '        end',
        '        end --> [*]',
        '      }',
        '      panel_idle --> open : panel.open',
        '      open --> end : panel.go',
        '      open --> panel_idle : done',
        '    }',
        '  }',
        '  editor --> details : editor.reset',
        '  materials --> panel_idle : always [and(isOk, hasX)]',
      ].join('\n'),
    );
  });

  it('keeps a machine without transitions of its own flat, and names invoked actors', () => {
    const fetcher = setup({ actors: { load: fromPromise(async () => 'loaded') } }).createMachine({
      id: 'fetcher',
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'load', src: 'load' }, on: { 'fetch.cancel': 'closed' } },
        closed: { type: 'final' },
      },
    });
    expect(toMermaid(fetcher)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> loading',
        '  loading : invokes load',
        '  closed',
        '  closed --> [*]',
        '  loading --> closed : fetch.cancel',
      ].join('\n'),
    );
  });
});

describe('guardLabel', () => {
  it('names named, negated, combined, state and inline guards', () => {
    expect(guardLabel(undefined)).toBeUndefined();
    expect(guardLabel('isOk')).toBe('isOk');
    expect(guardLabel({ type: 'hasX', params: { n: 1 } })).toBe('hasX');
    expect(guardLabel(not('isOk'))).toBe('not(isOk)');
    expect(guardLabel(and(['isOk', not('hasX')]))).toBe('and(isOk, not(hasX))');
    expect(guardLabel(stateIn('#editor.tabs'))).toBe('stateIn("#editor.tabs")');
    expect(guardLabel(() => true)).toBe('inline');
  });
});

describe('diagramPage', () => {
  it('has a heading, the machine description and the diagram', () => {
    const described = setup({}).createMachine({
      id: 'lamp',
      description: 'Turns the lamp on and off.',
      initial: 'off',
      states: { off: { on: { 'lamp.toggle': 'on' } }, on: { on: { 'lamp.toggle': 'off' } } },
    });
    const page = diagramPage('lamp', described);
    expect(page.startsWith('# The `lamp` machine\n\nTurns the lamp on and off.\n')).toBe(true);
    expect(page).toContain(`\`\`\`mermaid\n${toMermaid(described)}\n\`\`\`\n`);
  });
});
