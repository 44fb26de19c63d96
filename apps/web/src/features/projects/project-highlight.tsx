import { createContext, useContext } from 'react';
import type { HighlightReason, ProjectHighlight } from '@/features/projects/project-lists';

export interface ProjectHighlightValue {
  /** The card to show highlighted (and scrolled to), or null. */
  highlight: ProjectHighlight | null;
  /** A card's project moved to the other list: My Projects follows it there. */
  moved: (projectId: string, published: boolean) => void;
}

export const ProjectHighlightContext = createContext<ProjectHighlightValue>({
  highlight: null,
  moved: () => {},
});

/** Why this project's card is highlighted, or null when it is not. */
export function useProjectHighlight(projectId: string): HighlightReason | null {
  const { highlight } = useContext(ProjectHighlightContext);
  return highlight?.projectId === projectId ? highlight.reason : null;
}

/** Tells My Projects that a card moved to the other list. */
export function useProjectMoved(): ProjectHighlightValue['moved'] {
  return useContext(ProjectHighlightContext).moved;
}
