import type { ProjectSummary } from '@stepwise/contracts';
import { EmptyState } from '@stepwise/ui';
import { FileText, Globe } from 'lucide-react';
import { ProjectCard } from '@/features/projects/project-card';

export interface ProjectGridProps {
  uid: string;
  projects: readonly ProjectSummary[];
  published: boolean;
  emptyText: string;
}

/** The cards of one tab: 1 column, 2 from 768 px, 3 from 1400 px (spec 9). */
export function ProjectGrid({ uid, projects, published, emptyText }: ProjectGridProps) {
  if (projects.length === 0) {
    return <EmptyState icon={published ? <Globe /> : <FileText />} title={emptyText} />;
  }
  return (
    <ul className="grid grid-cols-1 gap-6 min-[768px]:grid-cols-2 min-[1400px]:grid-cols-3">
      {projects.map((project) => (
        <li key={project.project_id} className="min-w-0">
          <ProjectCard uid={uid} project={project} published={published} />
        </li>
      ))}
    </ul>
  );
}
