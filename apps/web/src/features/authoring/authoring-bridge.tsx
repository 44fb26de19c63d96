import type { SidebarTab } from '@stepwise/contracts';
import {
  createContext,
  type ReactNode,
  use,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * What the step editor (the annotate screen) lends the sidebar in authoring mode: the sidebar's
 * tabs, 'Save New Step' / 'Update Step' and 'Regenerate Step' act through it. The editor
 * registers one with `useRegisterAuthoringEditor`; while none is registered the sidebar shows
 * those controls disabled.
 */
export interface AuthoringEditor {
  /** The sidebar tab showing (spec: details, repository, overview, finalize). */
  activeTab: SidebarTab;
  selectTab: (tab: SidebarTab) => void;
  /** -1 for a new step; the index of the step being edited otherwise. */
  stepIndex: number;
  /**
   * The form holds work the step list does not (the step editor's `dirty` tag, the one the
   * unsaved-work guard reads): the sidebar says so under the save button.
   */
  dirty: boolean;
  /** Saving the step: the button reads 'Saving...'. */
  saving: boolean;
  saveStep: () => void;
  /** AI regeneration of the step being edited: the button reads 'Regenerating...'. */
  regenerating: boolean;
  regenerateStep: () => void;
}

/** A tiny store, so only the sidebar re-renders when the editor's state changes. */
export class AuthoringEditorStore {
  #editor: AuthoringEditor | null = null;
  readonly #listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly get = (): AuthoringEditor | null => this.#editor;

  set(editor: AuthoringEditor | null): void {
    if (editor === this.#editor) return;
    this.#editor = editor;
    for (const listener of this.#listeners) listener();
  }
}

const StoreContext = createContext<AuthoringEditorStore | null>(null);

export function AuthoringEditorProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new AuthoringEditorStore());
  return <StoreContext value={store}>{children}</StoreContext>;
}

function useStore(): AuthoringEditorStore {
  const store = use(StoreContext);
  if (!store)
    throw new Error('Authoring editor hooks must be used inside <AuthoringEditorProvider>');
  return store;
}

/** The registered editor, or null while no editor is mounted. */
export function useAuthoringEditor(): AuthoringEditor | null {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * For the step editor: lends `editor` to the sidebar while the calling component is mounted.
 * Pass a memoised object; a new object publishes new state.
 */
export function useRegisterAuthoringEditor(editor: AuthoringEditor | null): void {
  const store = useStore();
  useLayoutEffect(() => {
    store.set(editor);
    return () => {
      if (store.get() === editor) store.set(null);
    };
  }, [store, editor]);
}
