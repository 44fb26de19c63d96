import { setTimeout as sleep } from 'node:timers/promises';
import type {
  BuyItem,
  DraftGetResult,
  DraftSaved,
  Project,
  ProjectFile,
  Step,
} from '@stepwise/contracts';
import { aPayload } from '../../../test/support/finalize';
import type { LoadClient } from './client';
import { type BuyRow, buyRow, draftOf } from './payloads';
import type { Recorder } from './recorder';
import { type Creator, FINALIZE_SHAPE } from './seed';

/**
 * One simulated creator at human pace: think, then do one thing, as the web app does it, until
 * the deadline. What they do is drawn from `MIX` (weights in percent of actions); saving a step,
 * changing the buy list and finishing need an open project, so the first of those opens one.
 */
export const MIX = [
  { action: 'list', weight: 12 },
  { action: 'open', weight: 14 },
  { action: 'save', weight: 46 },
  { action: 'buy-read', weight: 10 },
  { action: 'buy-update', weight: 15 },
  { action: 'finalize', weight: 3 },
] as const;
type Action = (typeof MIX)[number]['action'];

/** Think time between two actions, uniform (ms): an editor autosaves 1.2 s after typing stops. */
export const THINK_MS = { min: 2_000, max: 6_000 } as const;

/** A draft grows to at most this many steps (then steps are edited, not added). */
const MAX_STEPS = 40;
/** Share of step saves that add a new step ('Save New Step'); the rest update one. */
const NEW_STEP_SHARE = 0.35;

/** A small seeded generator (mulberry32), so a run's choices can be repeated. */
export function randomOf(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The project open in the creator's editor, as far as their tab knows it. */
interface Editing {
  projectId: string;
  steps: number;
  currentIndex: number;
  /** The draft revision the next autosave is based on (0: none saved). */
  revision: number;
  edits: number;
  /** The buy list as the finalize view keeps it locally; null until read. */
  buyList: BuyRow[] | null;
  nextItem: number;
}

const toRow = (item: BuyItem): BuyRow => ({
  name: item.name,
  quantity: item.quantity,
  specification: item.specification,
  purchase_link: item.purchase_link,
});

export class SimulatedCreator {
  private editing: Editing | null = null;
  private readonly random: () => number;

  constructor(
    private readonly creator: Creator,
    private readonly client: LoadClient,
    private readonly recorder: Recorder,
  ) {
    this.random = randomOf(creator.index + 1);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  private think(): number {
    return THINK_MS.min + this.random() * (THINK_MS.max - THINK_MS.min);
  }

  private nextAction(): Action {
    let roll = this.random() * MIX.reduce((sum, entry) => sum + entry.weight, 0);
    for (const entry of MIX) {
      roll -= entry.weight;
      if (roll < 0) return entry.action;
    }
    return 'list';
  }

  /** Arrives at a random moment of the first think time, opens My Projects, then acts until `deadline`. */
  async run(deadline: number): Promise<void> {
    await sleep(this.random() * THINK_MS.max);
    await this.list();
    while (true) {
      await sleep(Math.min(this.think(), deadline - performance.now()));
      if (performance.now() >= deadline) return;
      const action = this.nextAction();
      if (action === 'list') await this.list();
      else if (action === 'open' || !this.editing)
        await this.open(this.pick(this.creator.projects));
      else if (action === 'save') await this.saveStep(this.editing);
      else if (action === 'buy-read') await this.readBuyList(this.editing);
      else if (action === 'buy-update') await this.updateBuyList(this.editing);
      else await this.finalize(this.editing);
    }
  }

  /** My Projects: GET /api/users/{uid}/projects. */
  private async list(): Promise<void> {
    await this.client.rest(
      'list projects',
      this.creator,
      'GET',
      `/users/${this.creator.uid}/projects`,
    );
  }

  /**
   * The editor opening (`/annotate/{id}`): the project, then its steps and primary videos (one
   * batch), then its autosaved draft, in sequence as the web app's queries are enabled.
   */
  private async open(projectId: string): Promise<void> {
    const started = performance.now();
    const ref = { project_id: projectId, firebase_uid: this.creator.uid };
    const user = this.creator;
    const project = await this.client.queries<[Project]>('open: project', user, [
      { procedure: 'projects.get', input: ref },
    ]);
    if (!project) return;
    const loaded = await this.client.queries<[Step[], ProjectFile[]]>(
      'open: steps + videos',
      user,
      [
        { procedure: 'steps.list', input: ref },
        { procedure: 'projects.files', input: { ...ref, role: 'PRIMARY_VIDEO' } },
      ],
    );
    if (!loaded) return;
    const draft = await this.client.queries<[DraftGetResult]>('open: draft', user, [
      { procedure: 'drafts.get', input: { project_id: projectId } },
    ]);
    if (!draft) return;
    this.recorder.opens.push(performance.now() - started);
    const [record] = draft;
    this.editing = {
      projectId,
      steps: record ? record.draft.steps.length : loaded[0].length,
      currentIndex: record ? record.draft.currentIndex : -1,
      revision: record?.revision ?? 0,
      edits: 0,
      buyList: null,
      nextItem: 1,
    };
  }

  /**
   * 'Save New Step' or 'Update Step', then the autosave (tRPC `drafts.save`) of the editor's
   * whole state based on the last revision, as `useDraftAutosave` sends it.
   */
  private async saveStep(editing: Editing): Promise<void> {
    const adding =
      editing.steps === 0 || (editing.steps < MAX_STEPS && this.random() < NEW_STEP_SHARE);
    if (adding) {
      editing.steps += 1;
      editing.currentIndex = -1;
    } else {
      editing.currentIndex = Math.floor(this.random() * editing.steps);
    }
    editing.edits += 1;
    const saved = await this.client.mutation<DraftSaved>(
      'save step (draft)',
      this.creator,
      'drafts.save',
      {
        project_id: editing.projectId,
        draft: draftOf(this.creator.uid, editing.projectId, editing),
        base_revision: editing.revision,
      },
    );
    if (saved) editing.revision = saved.revision;
  }

  /** The finalize view's buy list from the server (tRPC `buyList.get`). */
  private async readBuyList(editing: Editing): Promise<void> {
    const items = await this.client.queries<[BuyItem[]]>('buy-list read', this.creator, [
      { procedure: 'buyList.get', input: { project_id: editing.projectId } },
    ]);
    if (items) editing.buyList = items[0].map(toRow);
  }

  /** One change to the buy list (add, quantity, remove), sent whole (tRPC `buyList.replace`). */
  private async updateBuyList(editing: Editing): Promise<void> {
    if (!editing.buyList) await this.readBuyList(editing);
    const list = [...(editing.buyList ?? [])];
    const roll = this.random();
    if (list.length < 3 || roll < 0.4) list.push(buyRow(editing.nextItem++));
    else if (roll < 0.8) {
      const index = Math.floor(this.random() * list.length);
      const item = list[index] as BuyRow;
      list[index] = { ...item, quantity: Math.min(99, (item.quantity ?? 1) + 1) };
    } else list.splice(Math.floor(this.random() * list.length), 1);
    const stored = await this.client.mutation<BuyItem[]>(
      'buy-list update',
      this.creator,
      'buyList.replace',
      {
        project_id: editing.projectId,
        items: list,
      },
    );
    if (stored) editing.buyList = stored.map(toRow);
  }

  /**
   * Finish Project: POST /api/upload_steps with the editor's steps. The draft is cleared with it
   * and the local buy list forgotten, as the web app does.
   */
  private async finalize(editing: Editing): Promise<void> {
    const payload = aPayload(this.creator, editing.projectId, {
      steps: Math.max(1, editing.steps),
      ...FINALIZE_SHAPE,
    });
    const done = await this.client.rest('finalize', this.creator, 'POST', '/upload_steps', payload);
    if (done) {
      editing.steps = Math.max(1, editing.steps);
      editing.currentIndex = -1;
      editing.revision = 0;
      editing.buyList = null;
    }
  }
}
