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
