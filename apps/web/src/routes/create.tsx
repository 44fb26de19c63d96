import { CreateProjectScreen } from '@/features/creation/create-project-screen';

/** `/create`: Create New Project. */
export function CreateRoute() {
  return <CreateProjectScreen />;
}
