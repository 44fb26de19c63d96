import {
  cleanupIncompleteResponseSchema,
  createProjectInputSchema,
  createProjectResponseSchema,
  deleteProjectResponseSchema,
  optionalOwnerQuerySchema,
  projectFileListSchema,
  projectFilesInputSchema,
  projectIdParamSchema,
  projectRefInputSchema,
  projectSchema,
  togglePublicationInputSchema,
  togglePublicationResponseSchema,
  updateThumbnailInputSchema,
  updateThumbnailProcedureInputSchema,
  updateThumbnailResponseSchema,
  userParamsSchema,
  userProjectsResponseSchema,
} from '@stepwise/contracts';
import { sendJsonText } from '../rest/json-text';
import {
  cleanupIncompleteProjects,
  createProject,
  deleteProject,
  getProject,
  listFilesOfProject,
  listUserProjects,
  listUserProjectsJson,
  togglePublication,
  updateThumbnail,
} from '../services/projects.service';
import { defineOperation } from './define';

const tags = ['projects'];
const project = { params: { projectId: 'project_id' }, query: ['firebase_uid'] } as const;

/**
 * Spec section 7, Projects (and `GET /users/{uid}/projects`), plus the incomplete-project
 * cleanup. Replies list only the fields the spec names: production sends them unfiltered.
 */
export const projectsOperations = {
  create: defineOperation({
    kind: 'mutation',
    input: createProjectInputSchema,
    output: createProjectResponseSchema,
    handler: (ctx, input) => createProject(ctx.db, ctx.identity, input),
    rest: [
      {
        method: 'POST',
        path: '/projects/',
        tags,
        summary: 'Create a project with its videos (paths must be in users/{uid}/...)',
        status: 201,
        body: 'rest',
      },
    ],
  }),
  get: defineOperation({
    kind: 'query',
    input: projectRefInputSchema,
    output: projectSchema,
    handler: (ctx, input) => getProject(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
    rest: [
      {
        method: 'GET',
        path: '/projects/:projectId',
        tags,
        summary: 'One of the caller’s projects, with its videos and newest comments',
        ...project,
      },
    ],
  }),
  /** The caller's projects: `{ published, unpublished }`. */
  list: defineOperation({
    kind: 'query',
    input: userParamsSchema,
    output: userProjectsResponseSchema,
    handler: (ctx, input) => listUserProjects(ctx.db, ctx.identity, input.uid),
    rest: [
      {
        method: 'GET',
        path: '/users/:uid/projects',
        tags,
        summary: 'The caller’s projects as `published` and `unpublished`, newest first',
        params: { uid: 'uid' },
        // The database assembles the reply's JSON itself: REST sends that text as is.
        reply: async (ctx, input, request, reply) =>
          sendJsonText(
            request.server,
            reply,
            await listUserProjectsJson(ctx.db, ctx.identity, input.uid),
          ),
      },
    ],
  }),
  files: defineOperation({
    kind: 'query',
    input: projectFilesInputSchema,
    output: projectFileListSchema,
    handler: (ctx, input) =>
      listFilesOfProject(ctx.db, ctx.identity, input.project_id, {
        firebase_uid: input.firebase_uid,
        role: input.role,
      }),
    rest: [
      {
        method: 'GET',
        path: '/projects/:projectId/files',
        tags,
        summary:
          'The project’s file records; `role=PRIMARY_VIDEO` (what the authoring screen asks for) or `SHORT_FORM_VIDEO` filters, no role lists all',
        params: project.params,
        query: ['firebase_uid', 'role'],
      },
    ],
  }),
  delete: defineOperation({
    kind: 'mutation',
    input: projectRefInputSchema,
    output: deleteProjectResponseSchema,
    handler: async (ctx, input) => {
      const { message } = await deleteProject(
        ctx.db,
        ctx.identity,
        input.project_id,
        input.firebase_uid,
        { objects: ctx.objects, log: ctx.log },
      );
      return { message };
    },
    rest: [
      {
        method: 'DELETE',
        path: '/projects/:projectId',
        tags,
        summary: 'Delete one of the caller’s projects (cascades to everything in it)',
        ...project,
      },
    ],
  }),
  togglePublication: defineOperation({
    kind: 'mutation',
    // REST requires `firebase_uid` in the body (the spec); tRPC takes it optionally.
    input: togglePublicationInputSchema.extend({ project_id: projectIdParamSchema }),
    trpcInput: projectRefInputSchema,
    output: togglePublicationResponseSchema,
    handler: (ctx, input) =>
      togglePublication(ctx.db, ctx.identity, input.project_id, input.firebase_uid),
    rest: [
      {
        method: 'POST',
        path: '/projects/:projectId/toggle-publication',
        tags,
        summary:
          'Publish a draft or unpublish a published project; a draft without finished steps answers 409',
        params: project.params,
        body: 'rest',
      },
    ],
  }),
  updateThumbnail: defineOperation({
    kind: 'mutation',
    // As togglePublication: `firebase_uid` is required over REST, optional over tRPC.
    input: updateThumbnailInputSchema.extend({ project_id: projectIdParamSchema }),
    trpcInput: updateThumbnailProcedureInputSchema,
    output: updateThumbnailResponseSchema,
    handler: async (ctx, input) => {
      const { message, thumbnail_url } = await updateThumbnail(
        ctx.db,
        ctx.identity,
        input.project_id,
        input,
      );
      return { message, thumbnail_url };
    },
    rest: [
      {
        method: 'PATCH',
        path: '/projects/:projectId/thumbnail',
        tags,
        summary: 'Set the thumbnail to an image in users/{uid}/...; answers its URL',
        params: project.params,
        body: 'rest',
      },
    ],
  }),
  /** Deletes the caller's projects with no steps untouched for an hour: `{ deleted }`. */
  cleanupIncomplete: defineOperation({
    kind: 'mutation',
    input: optionalOwnerQuerySchema,
    trpcInput: optionalOwnerQuerySchema.optional(),
    output: cleanupIncompleteResponseSchema,
    handler: async (ctx, input) => {
      const { deleted } = await cleanupIncompleteProjects(
        ctx.db,
        ctx.identity,
        input?.firebase_uid,
        { objects: ctx.objects, log: ctx.log },
      );
      return { deleted };
    },
    rest: [
      {
        method: 'POST',
        path: '/projects/cleanup-incomplete',
        tags,
        summary: 'Delete the caller’s projects that have no steps and were untouched for an hour',
        query: ['firebase_uid'],
      },
    ],
  }),
};
