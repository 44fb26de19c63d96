import { assign, or, setup, stateIn } from 'xstate';
import { delayActor, notProvided } from './shared/actors';

/**
 * Autosave of the authoring screen's draft (beyond the spec; issue #9, rebuilt as a machine in
 * #20): after each change the editor stays quiet for `AUTOSAVE_DEBOUNCE_MS`, then one save is sent,
 * based on the revision the last save produced. Changes made while a save is on its way are sent
 * right after it. When another tab saved meanwhile (`conflict`), autosave stops: nothing here
 * overwrites that tab's work, and the message says to reload. A failed save is retried by the next
 * change or flush. `draft.flush` (the page is being hidden) sends pending changes at once.
 *
 * Finish removes the draft on the server, so no save may reach the server while Finish is on its
 * way (it would be refused with 409 Conflict, or store a draft of a finished project).
 * `draft.hold` (Finish was pressed) lets a save already on its way end, then starts no other:
 * changes wait in `pending` (a save on its way is `saving.held` and, like any, has the `saving`
 * tag that Finish waits on before it sends the steps). `draft.release` (Finish failed) saves what
 * waited at once. `draft.cleared` (Finish stored the steps, and the server removed the draft with
 * them) ends autosave: a change still waiting, or arriving in the seconds before the screen leaves
 * (a frame stored during Finish), would be based on a revision the server no longer has; a save
 * still on its way is no longer waited for, and an earlier failure or conflict is no longer shown
 * (the finished steps are stored).
 *
 * Tags: `dirty` while changes are not stored in the draft yet (waiting, held, saving, failed,
 * stopped by a conflict); `saving` while a save is on its way. The app provides `saveDraft`, which reads the
 * editor's current state, skips it when it equals the last saved one (`unchanged`), and rejects
 * with an `AutosaveFailure`.
 */

/** How long the editor must be quiet before its state is autosaved. */
export const AUTOSAVE_DEBOUNCE_MS = 1200;

/** Shown when an autosave fails without a reason from the server. */
export const AUTOSAVE_FAILED_TEXT = 'Your changes could not be autosaved. They are still here.';

export interface AutosaveInput {
  /** The revision of the stored draft the editor started from (0: none). */
  revision: number;
  /** The fingerprint of the stored draft (null: none), so an unchanged editor is not sent. */
  fingerprint: string | null;
}

/** What `saveDraft` is given: the revision to base the save on and what was last stored. */
export interface AutosaveRequest {
  baseRevision: number;
  lastFingerprint: string | null;
}

/** A stored save, or nothing to store (the editor equals the last saved draft). */
export type AutosaveResult =
  | { kind: 'saved'; revision: number; savedAt: string; fingerprint: string }
  | { kind: 'unchanged' };

/** Why a save failed: another tab saved meanwhile, or anything else (with the text to show). */
export type AutosaveFailure = { kind: 'conflict' | 'failed'; message: string };

export interface AutosaveContext {
  revision: number;
  fingerprint: string | null;
  /** When the last save was stored (ISO time), or null. */
  savedAt: string | null;
  /** The text of the last failure, or null. */
  error: string | null;
}

export type AutosaveEvent =
  | { type: 'draft.changed' }
  | { type: 'draft.flush' }
  | { type: 'draft.hold' }
  | { type: 'draft.release' }
  | { type: 'draft.cleared' };
export type AutosaveTag = 'dirty' | 'saving';

function failureOf(error: unknown): AutosaveFailure {
  if (typeof error === 'object' && error !== null) {
    const { kind, message } = error as { kind?: unknown; message?: unknown };
    if ((kind === 'conflict' || kind === 'failed') && typeof message === 'string' && message) {
      return { kind, message };
    }
  }
  return { kind: 'failed', message: AUTOSAVE_FAILED_TEXT };
}

type DoneArgs = { event: { output: AutosaveResult } };
type ErrorArgs = { event: { error: unknown } };

export const autosaveMachine = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
    input: {} as AutosaveInput,
    tags: {} as AutosaveTag,
  },
  actors: {
    /** Reads the editor's state and stores it as the project's draft (provided by the app). */
    saveDraft: notProvided<AutosaveResult, AutosaveRequest>('saveDraft'),
    /** The quiet time before a save; the app may provide its own timer. */
    delay: delayActor,
  },
  guards: {
    isConflict: (args) => failureOf((args as unknown as ErrorArgs).event.error).kind === 'conflict',
    changedWhileSaving: stateIn('#autosave.saving.changed'),
    heldWhileSaving: stateIn('#autosave.saving.held'),
    changedWhileHeld: stateIn('#autosave.saving.heldChanged'),
  },
  actions: {
    storeSaved: assign((args) => {
      const output = (args as unknown as DoneArgs).event.output;
      return output.kind === 'saved'
        ? {
            revision: output.revision,
            fingerprint: output.fingerprint,
            savedAt: output.savedAt,
            error: null,
          }
        : { error: null };
    }),
    storeFailure: assign({
      error: (args) => failureOf((args as unknown as ErrorArgs).event.error).message,
    }),
    forgetFailure: assign({ error: null }),
  },
}).createMachine({
  id: 'autosave',
  description:
    "Autosaves the authoring screen's draft: waits for a quiet moment, saves one change at a time on the latest revision, starts no save while Finish is on its way, stops on a conflict with another tab or once Finish has cleared the draft.",
  context: ({ input }) => ({
    revision: input.revision,
    fingerprint: input.fingerprint,
    savedAt: null,
    error: null,
  }),
  initial: 'idle',
  on: { 'draft.cleared': '.cleared' },
  states: {
    idle: { on: { 'draft.changed': 'debouncing', 'draft.hold': 'held' } },
    debouncing: {
      tags: 'dirty',
      invoke: {
        id: 'delay',
        src: 'delay',
        input: () => ({ ms: AUTOSAVE_DEBOUNCE_MS }),
        onDone: 'saving',
      },
      on: {
        'draft.changed': { target: 'debouncing', reenter: true },
        'draft.flush': 'saving',
        'draft.hold': 'pending',
      },
    },
    saving: {
      tags: ['dirty', 'saving'],
      initial: 'clean',
      states: {
        clean: { on: { 'draft.changed': 'changed', 'draft.hold': 'held' } },
        /** Changed again while this save is on its way: saved again right after. */
        changed: { on: { 'draft.hold': 'heldChanged' } },
        /** Finish waits for this save: none follows it until Finish ends. */
        held: { on: { 'draft.changed': 'heldChanged', 'draft.release': 'clean' } },
        /** As `held`, with a change that waits for Finish to end. */
        heldChanged: { on: { 'draft.release': 'changed' } },
      },
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({
          baseRevision: context.revision,
          lastFingerprint: context.fingerprint,
        }),
        onDone: [
          { guard: 'changedWhileSaving', target: 'saving', reenter: true, actions: 'storeSaved' },
          { guard: 'changedWhileHeld', target: 'pending', actions: 'storeSaved' },
          { guard: 'heldWhileSaving', target: 'held', actions: 'storeSaved' },
          { target: 'saved', actions: 'storeSaved' },
        ],
        onError: [
          { guard: 'isConflict', target: 'conflicted', actions: 'storeFailure' },
          {
            guard: or(['heldWhileSaving', 'changedWhileHeld']),
            target: 'pending',
            actions: 'storeFailure',
          },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    saved: { on: { 'draft.changed': 'debouncing', 'draft.hold': 'held' } },
    /** Kept here; the next change or flush tries again. */
    failed: {
      tags: 'dirty',
      on: { 'draft.changed': 'debouncing', 'draft.flush': 'saving', 'draft.hold': 'pending' },
    },
    /** Finish is on its way with nothing left to save: no save starts until it ends. */
    held: { on: { 'draft.changed': 'pending', 'draft.release': 'idle' } },
    /** Finish is on its way and changes are not stored: they are saved if it fails. */
    pending: { tags: 'dirty', on: { 'draft.release': 'saving' } },
    /** Another tab saved this project's draft: reload to continue. */
    conflicted: { tags: 'dirty' },
    /** Finish stored the steps and the server removed the draft: nothing is saved any more. */
    cleared: { entry: 'forgetFailure' },
  },
});
