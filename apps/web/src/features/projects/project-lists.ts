import {
  DEFAULTS,
  MY_PROJECTS_TABS,
  type MyProjectsTab,
  type ProjectSummary,
  type UserProjectsResponse,
} from '@stepwise/contracts';

/**
 * The tab to open with: `location.state.tab` when it is 'published' or 'draft' (the profile page
 * passes it), else the spec's default, Published.
 */
export function initialTab(locationState: unknown): MyProjectsTab {
  const tab =
    typeof locationState === 'object' && locationState !== null
      ? (locationState as { tab?: unknown }).tab
      : undefined;
  return (MY_PROJECTS_TABS as readonly unknown[]).includes(tab)
    ? (tab as MyProjectsTab)
    : DEFAULTS.myProjectsTab;
}

/** Why a card is highlighted: the creator just finished, published or unpublished it. */
export type HighlightReason = 'finished' | 'published' | 'unpublished';
export interface ProjectHighlight {
  projectId: string;
  reason: HighlightReason;
}

/**
 * The navigation state My Projects reads: the tab to open with (the profile page), the project to
 * land on (Finish Project), and a word to say on arrival (a project that could not be opened).
 */
export interface MyProjectsState {
  tab?: MyProjectsTab;
  highlight?: ProjectHighlight;
  notice?: string;
}

const HIGHLIGHT_REASONS: readonly string[] = ['finished', 'published', 'unpublished'];

function field(state: unknown, key: string): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[key]
    : undefined;
}

/** The project to land on, from the navigation state, or null. */
export function highlightOf(locationState: unknown): ProjectHighlight | null {
  const highlight = field(locationState, 'highlight');
  const projectId = field(highlight, 'projectId');
  const reason = field(highlight, 'reason');
  return typeof projectId === 'string' &&
    projectId !== '' &&
    typeof reason === 'string' &&
    HIGHLIGHT_REASONS.includes(reason)
    ? { projectId, reason: reason as HighlightReason }
    : null;
}

/** The word to say on arrival, from the navigation state, or null. */
export function noticeOf(locationState: unknown): string | null {
  const notice = field(locationState, 'notice');
  return typeof notice === 'string' && notice.trim() !== '' ? notice : null;
}

/** The tab that lists a project, or null when neither does. */
export function tabOfProject(lists: UserProjectsResponse, projectId: string): MyProjectsTab | null {
  if (lists.published.some((p) => p.project_id === projectId)) return 'published';
  if (lists.unpublished.some((p) => p.project_id === projectId)) return 'draft';
  return null;
}

export function isMyProjectsTab(value: string): value is MyProjectsTab {
  return (MY_PROJECTS_TABS as readonly string[]).includes(value);
}

/** The projects of one tab. */
export function projectsOfTab(lists: UserProjectsResponse, tab: MyProjectsTab): ProjectSummary[] {
  return tab === 'published' ? lists.published : lists.unpublished;
}

/**
 * The lists after a publication toggle: the project leaves the list it was in and goes to the
 * top of the other (the lists are newest first; the next fetch puts it back in its place).
 */
export function moveProject(
  lists: UserProjectsResponse,
  projectId: string,
  published: boolean,
): UserProjectsResponse {
  const project = [...lists.published, ...lists.unpublished].find(
    (candidate) => candidate.project_id === projectId,
  );
  if (!project) return lists;
  const others = (list: ProjectSummary[]) => list.filter((p) => p.project_id !== projectId);
  return published
    ? { published: [project, ...others(lists.published)], unpublished: others(lists.unpublished) }
    : { published: others(lists.published), unpublished: [project, ...others(lists.unpublished)] };
}

/** The lists without a deleted project. */
export function removeProject(
  lists: UserProjectsResponse,
  projectId: string,
): UserProjectsResponse {
  const others = (list: ProjectSummary[]) => list.filter((p) => p.project_id !== projectId);
  return { published: others(lists.published), unpublished: others(lists.unpublished) };
}

/** The lists with a project's new thumbnail URL. */
export function withThumbnail(
  lists: UserProjectsResponse,
  projectId: string,
  thumbnailUrl: string,
): UserProjectsResponse {
  const update = (list: ProjectSummary[]) =>
    list.map((p) => (p.project_id === projectId ? { ...p, thumbnail_url: thumbnailUrl } : p));
  return { published: update(lists.published), unpublished: update(lists.unpublished) };
}
