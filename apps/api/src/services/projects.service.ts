/**
 * Projects (spec 7 "Projects", spec 4 "Project publication" and "Automatic cleanup"): one module
 * per concern under `./projects/`.
 */
export { createProject } from './projects/create';
export {
  getProject,
  listFilesOfProject,
  listUserProjects,
  listUserProjectsJson,
  type ProjectCard,
  type ProjectDetail,
  type ProjectFileRecord,
  type UserProjects,
} from './projects/read';
export {
  cleanupIncompleteProjects,
  deleteProject,
  type RemovedProjectStorage,
} from './projects/remove';
export { type ThumbnailUpdate, togglePublication, updateThumbnail } from './projects/update';
