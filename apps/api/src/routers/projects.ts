import {
  cleanupIncompleteResponseSchema,
  createProjectInputSchema,
  createProjectResponseSchema,
  deleteProjectResponseSchema,
  optionalOwnerQuerySchema,
  projectFileListSchema,
  projectFilesInputSchema,
  projectRefInputSchema,
  projectSchema,
  togglePublicationResponseSchema,
  updateThumbnailProcedureInputSchema,
  updateThumbnailResponseSchema,
  userParamsSchema,
  userProjectsResponseSchema,
} from '@stepwise/contracts';
import {
  cleanupIncompleteProjects,
  createProject,
  deleteProject,
  getProject,
  listFilesOfProject,
  listUserProjects,
  togglePublication,
  updateThumbnail,
} from '../services/projects.service';
import { protectedProcedure, router } from '../trpc/init';

export const projectsRouter = router({
  create: protectedProcedure
    .input(createProjectInputSchema)
    .output(createProjectResponseSchema)
    .mutation(({ ctx, input }) => createProject(ctx.db, ctx.identity, input)),
  get: protectedProcedure
    .input(projectRefInputSchema)
    .output(projectSchema)
    .query(({ ctx, input }) =>
      getProject(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
    ),
  /** The caller's projects: `{ published, unpublished }`. */
  list: protectedProcedure
    .input(userParamsSchema)
    .output(userProjectsResponseSchema)
    .query(({ ctx, input }) => listUserProjects(ctx.db, ctx.identity, input.uid)),
  files: protectedProcedure
    .input(projectFilesInputSchema)
    .output(projectFileListSchema)
    .query(({ ctx, input }) =>
      listFilesOfProject(ctx.db, ctx.identity, input.project_id, {
        firebase_uid: input.firebase_uid,
        role: input.role,
      }),
    ),
  delete: protectedProcedure
    .input(projectRefInputSchema)
    .output(deleteProjectResponseSchema)
    .mutation(({ ctx, input }) =>
      deleteProject(ctx.db, ctx.identity, input.project_id, input.firebase_uid, {
        objects: ctx.objects,
        log: ctx.log,
      }),
    ),
  togglePublication: protectedProcedure
    .input(projectRefInputSchema)
    .output(togglePublicationResponseSchema)
    .mutation(({ ctx, input }) =>
      togglePublication(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
    ),
  updateThumbnail: protectedProcedure
    .input(updateThumbnailProcedureInputSchema)
    .output(updateThumbnailResponseSchema)
    .mutation(({ ctx, input }) => updateThumbnail(ctx.db, ctx.identity, input.project_id, input)),
  /** Deletes the caller's projects with no steps untouched for an hour: `{ deleted }`. */
  cleanupIncomplete: protectedProcedure
    .input(optionalOwnerQuerySchema.optional())
    .output(cleanupIncompleteResponseSchema)
    .mutation(({ ctx, input }) =>
      cleanupIncompleteProjects(ctx.db, ctx.identity, input?.firebase_uid, {
        objects: ctx.objects,
        log: ctx.log,
      }),
    ),
});
