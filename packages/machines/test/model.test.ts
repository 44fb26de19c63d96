import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  coverageOf,
  defaultSerializeState,
  doneEvent,
  errorEvent,
  generatePaths,
  type MachineModel,
  pendingActor,
  replayPath,
  stateValueText,
  testModelOf,
} from './model';
import { testViewOf } from './view';

type UploadEvent = { type: 'upload.start' } | { type: 'upload.cancel' } | { type: 'upload.ping' };

const uploadSetup = setup({
  types: { context: {} as { pings: number }, events: {} as UploadEvent },
  actors: {
    upload: fromPromise<string, void>(async () => {
      throw new Error('upload is provided by the app');
    }),
  },
  actions: { countPing: assign({ pings: ({ context }) => context.pings + 1 }) },
});

/** A small machine with every kind of transition: on, self, invoke done/error, always, onDone. */
const uploadMachine = uploadSetup
  .createMachine({
    id: 'upload',
    initial: 'idle',
    context: { pings: 0 },
    states: {
      idle: { on: { 'upload.start': 'uploading', 'upload.ping': { actions: 'countPing' } } },
      uploading: {
        tags: 'busy',
        invoke: { id: 'upload', src: 'upload', onDone: 'checking', onError: 'failed' },
        on: { 'upload.cancel': 'idle' },
      },
      checking: { always: 'finished' },
      finished: {
        initial: 'saved',
        states: { saved: { type: 'final' } },
        onDone: 'closed',
      },
      failed: { on: { 'upload.start': 'uploading' } },
      closed: { type: 'final' },
    },
  })
  .provide({ actors: { upload: pendingActor<string, void>() } });

const uploadModel: MachineModel<typeof uploadMachine> = {
  name: 'upload',
  machine: uploadMachine,
  events: [
    { type: 'upload.start' },
    { type: 'upload.cancel' },
    { type: 'upload.ping' },
    doneEvent('upload', 'files/a.mp4'),
    errorEvent('upload', new Error('offline')),
  ],
};

describe('generatePaths and replayPath', () => {
  const paths = generatePaths(uploadModel);

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', async (_, path) => {
    await expect(replayPath(uploadModel, path)).resolves.toBeUndefined();
  });

  it('walks through invoked actors with their done and error events', () => {
    const descriptions = paths.map((path) => path.description);
    expect(descriptions).toContain(
      'upload #1: idle -upload.start-> uploading -xstate.done.actor.upload-> closed',
    );
    expect(descriptions.some((text) => text.includes('-xstate.error.actor.upload-> failed'))).toBe(
      true,
    );
  });

  it('takes self-transitions, and keeps no path that is a prefix of another', () => {
    const sequences = paths.map((path) => path.steps.map((step) => step.event.type).join(' '));
    expect(sequences).toContain('upload.ping');
    for (const sequence of sequences) {
      expect(sequences.filter((other) => other.startsWith(`${sequence} `))).toEqual([]);
    }
  });

  it('covers every state and transition of the machine', async () => {
    expect(await coverageOf(uploadModel, paths)).toEqual({
      missingStates: [],
      missingTransitions: [],
    });
  });

  it('fails a path whose prediction the live actor does not follow', async () => {
    const path = paths.find((candidate) => candidate.steps.length >= 2)!;
    const wrong = {
      ...path,
      steps: path.steps.map((step, index) =>
        index === 0 ? { ...step, state: path.initial } : step,
      ),
    };
    await expect(replayPath(uploadModel, wrong)).rejects.toThrow(
      /after step 1 \(upload\.start\): expected \{"value":"idle","tags":\[\]\}, live actor is in \{"value":"uploading","tags":\["busy"\]\}/,
    );
  });
});

describe('createTestModel and the test view', () => {
  it('walks the test view: createTestModel refuses the machine, which invokes an actor', () => {
    expect(() => createTestModel(uploadMachine)).toThrow(
      'Invocations on test machines are not supported',
    );
    expect(() => createTestModel(testViewOf(uploadMachine))).not.toThrow();
    expect(testModelOf(uploadModel).testLogic).toBe(testViewOf(uploadMachine));
  });

  it('declares onDone and onError as transitions on the done and error events', () => {
    const uploading = testViewOf(uploadMachine).root.states.uploading!;
    expect(uploading.invoke).toEqual([]);
    const targets = (event: string) =>
      uploading.transitions
        .get(event)!
        .flatMap((transition) => transition.target!.map((t) => t.id));
    expect(targets('xstate.done.actor.upload')).toEqual(['upload.checking']);
    expect(targets('xstate.error.actor.upload')).toEqual(['upload.failed']);
    expect(targets('upload.cancel')).toEqual(['upload.idle']);
  });

  it('refuses `after` transitions and invocations without an id', () => {
    const timed = setup({}).createMachine({
      id: 'timed',
      initial: 'a',
      states: { a: { after: { 1000: 'b' } }, b: {} },
    });
    expect(() => testViewOf(timed)).toThrow('#timed.a: `after` transitions are not modelled');
    const anonymous = uploadSetup.createMachine({
      id: 'anonymous',
      context: { pings: 0 },
      invoke: { src: 'upload', onDone: {} },
    });
    expect(() => testViewOf(anonymous)).toThrow('#anonymous: an invoked actor needs an `id`');
  });
});

describe('replaying on the real machine', () => {
  const paths = generatePaths(uploadModel);
  const through = (type: string) =>
    paths.find((path) => path.steps.some((step) => step.event.type === type))!;

  it('settles the invoked actor: a done event needs its running test actor', async () => {
    // An upload that is not a test actor (`pendingActor`): the harness cannot settle it.
    const stuck = fromPromise<string, void>(() => new Promise<string>(() => {}));
    const real = { ...uploadModel, machine: uploadMachine.provide({ actors: { upload: stuck } }) };
    const path = through('xstate.done.actor.upload');
    await expect(replayPath(real, path)).rejects.toThrow(
      'xstate.done.actor.upload: no invoked test actor "upload" is running',
    );
    await expect(replayPath(uploadModel, path)).resolves.toBeUndefined();
  });

  it('fails a path where the live machine does what the graph cannot see', async () => {
    const broken = {
      ...uploadModel,
      machine: uploadMachine.provide({
        actions: {
          countPing: () => {
            throw new Error('ping lost');
          },
        },
      }),
    };
    const brokenPaths = generatePaths(broken);
    const path = brokenPaths.find((candidate) =>
      candidate.steps.some((step) => step.event.type === 'upload.ping'),
    )!;
    await expect(replayPath(broken, path)).rejects.toThrow(/actor error: Error: ping lost/);
  });
});

describe('coverageOf', () => {
  it('reports an unreachable state and its transitions', async () => {
    const orphanMachine = uploadSetup.createMachine({
      id: 'orphan',
      initial: 'idle',
      context: { pings: 0 },
      states: {
        idle: { on: { 'upload.start': 'done' } },
        lost: { on: { 'upload.cancel': 'idle' } },
        done: { type: 'final' },
      },
    });
    const model: MachineModel<typeof orphanMachine> = {
      name: 'orphan',
      machine: orphanMachine,
      events: [{ type: 'upload.start' }, { type: 'upload.cancel' }],
    };
    expect(await coverageOf(model, generatePaths(model))).toEqual({
      missingStates: ['orphan.lost'],
      missingTransitions: ['#orphan.lost --upload.cancel--> #orphan.idle'],
    });
  });

  it('reports the transitions no given path takes, with their guards', async () => {
    const paths = generatePaths(uploadModel).filter((path) =>
      path.steps.every((step) => step.event.type !== 'upload.ping'),
    );
    expect((await coverageOf(uploadModel, paths)).missingTransitions).toEqual([
      '#upload.idle --upload.ping--> (self)',
    ]);
  });
});

describe('state serialisation', () => {
  const counter = setup({
    types: { context: {} as { count: number }, events: {} as { type: 'counter.add' } },
    actions: { add: assign({ count: ({ context }) => context.count + 1 }) },
  }).createMachine({
    id: 'counter',
    context: { count: 0 },
    on: { 'counter.add': { actions: 'add' } },
  });

  it('tells states apart by value and tags, never by context', () => {
    const model: MachineModel<typeof counter> = {
      name: 'counter',
      machine: counter,
      events: [{ type: 'counter.add' }],
    };
    const paths = generatePaths(model);
    expect(paths.map((path) => path.steps.length)).toEqual([1]);
    const actor = createActor(counter).start();
    actor.send({ type: 'counter.add' });
    expect(defaultSerializeState(actor.getSnapshot())).toBe('{"value":{},"tags":[]}');
  });

  it('writes nested and parallel values as text', () => {
    expect(stateValueText('idle')).toBe('idle');
    expect(stateValueText({ succeeded: 'redirecting' })).toBe('succeeded.redirecting');
    expect(stateValueText({ a: 'b', c: { d: 'e' } })).toBe('a.b+c.d.e');
  });
});

describe('limits', () => {
  const hub = setup({
    types: {
      events: {} as { type: 'go.a' } | { type: 'go.b' } | { type: 'go.c' } | { type: 'go.d' },
    },
  }).createMachine({
    id: 'hub',
    initial: 'a',
    on: { 'go.a': '.a', 'go.b': '.b', 'go.c': '.c', 'go.d': '.d' },
    states: { a: {}, b: {}, c: {}, d: {} },
  });
  const events = [{ type: 'go.a' }, { type: 'go.b' }, { type: 'go.c' }, { type: 'go.d' }] as const;

  it('bounds the depth of simple paths (a shortest path plus one edge may go deeper)', () => {
    const deep = generatePaths({ name: 'hub', machine: hub, events: [...events] });
    const shallow = generatePaths({
      name: 'hub',
      machine: hub,
      events: [...events],
      limits: { depth: 1 },
    });
    expect(Math.max(...deep.map((path) => path.steps.length))).toBe(3);
    expect(Math.max(...shallow.map((path) => path.steps.length))).toBe(2);
  });
});

describe('test actors and events', () => {
  it('pendingActor never settles', async () => {
    const waiting = setup({ actors: { work: pendingActor<number>() } }).createMachine({
      initial: 'working',
      states: { working: { invoke: { src: 'work', onDone: 'done' } }, done: {} },
    });
    const actor = createActor(waiting).start();
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('working');
    actor.stop();
  });

  it('builds the done and error events XState sends for an invoked actor', () => {
    const error = new Error('offline');
    expect(doneEvent('submit', { ok: true })).toEqual({
      type: 'xstate.done.actor.submit',
      output: { ok: true },
      actorId: 'submit',
    });
    expect(errorEvent('submit', error)).toEqual({
      type: 'xstate.error.actor.submit',
      error,
      actorId: 'submit',
    });
  });
});
