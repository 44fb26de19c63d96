import {
  cleanupIncompleteResponseSchema,
  createProjectInputSchema,
  createProjectResponseSchema,
  deleteProjectResponseSchema,
  optionalOwnerQuerySchema,
  projectFileListSchema,
  projectFilesQuerySchema,
  projectRouteParamsSchema,
  projectSchema,
  togglePublicationInputSchema,
  togglePublicationResponseSchema,
  updateThumbnailInputSchema,
  updateThumbnailResponseSchema,
  userParamsSchema,
  userProjectsResponseSchema,
} from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cleanupIncompleteProjects,
  createProject,
  deleteProject,
  getProject,
  listFilesOfProject,
  listUserProjectsJson,
  togglePublication,
  updateThumbnail,
} from '../services/projects.service';
import { identityOf } from './identity';
import { sendJsonText } from './json-text';

const tags = ['projects'];

/** Spec section 7, Projects (and `GET /users/{uid}/projects`), plus the incomplete-project cleanup. */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/projects/',
    {
      schema: {
        tags,
        summary: 'Create a project with its videos (paths must be in users/{uid}/...)',
        body: createProjectInputSchema,
        response: { 201: createProjectResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createProject(app.db, identityOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/projects/cleanup-incomplete',
    {
      schema: {
        tags,
        summary: 'Delete the caller’s projects that have no steps and were untouched for an hour',
        querystring: optionalOwnerQuerySchema,
        response: { 200: cleanupIncompleteResponseSchema },
      },
    },
    async (request) => {
      const { deleted } = await cleanupIncompleteProjects(
        app.db,
        identityOf(request),
        request.query.firebase_uid,
        { objects: app.objects, log: request.log },
      );
      return { deleted };
    },
  );

  app.get(
    '/projects/:projectId',
    {
      schema: {
        tags,
        summary: 'One of the caller’s projects, with its videos and newest comments',
        params: projectRouteParamsSchema,
        querystring: optionalOwnerQuerySchema,
        response: { 200: projectSchema },
      },
    },
    async (request) =>
      getProject(app.db, identityOf(request), request.params.projectId, request.query.firebase_uid),
  );

  app.delete(
    '/projects/:projectId',
    {
      schema: {
        tags,
        summary: 'Delete one of the caller’s projects (cascades to everything in it)',
        params: projectRouteParamsSchema,
        querystring: optionalOwnerQuerySchema,
        response: { 200: deleteProjectResponseSchema },
      },
    },
    async (request) => {
      const { message } = await deleteProject(
        app.db,
        identityOf(request),
        request.params.projectId,
        request.query.firebase_uid,
        { objects: app.objects, log: request.log },
      );
      return { message };
    },
  );

  app.post(
    '/projects/:projectId/toggle-publication',
    {
      schema: {
        tags,
        summary:
          'Publish a draft or unpublish a published project; a draft without finished steps answers 409',
        params: projectRouteParamsSchema,
        body: togglePublicationInputSchema,
        response: { 200: togglePublicationResponseSchema },
      },
    },
    async (request) =>
      togglePublication(
        app.db,
        identityOf(request),
        request.params.projectId,
        request.body.firebase_uid,
      ),
  );

  app.patch(
    '/projects/:projectId/thumbnail',
    {
      schema: {
        tags,
        summary: 'Set the thumbnail to an image in users/{uid}/...; answers its URL',
        params: projectRouteParamsSchema,
        body: updateThumbnailInputSchema,
        response: { 200: updateThumbnailResponseSchema },
      },
    },
    async (request) => {
      const { message, thumbnail_url } = await updateThumbnail(
        app.db,
        identityOf(request),
        request.params.projectId,
        request.body,
      );
      return { message, thumbnail_url };
    },
  );

  app.get(
    '/projects/:projectId/files',
    {
      schema: {
        tags,
        summary:
          'The project’s file records; `role=PRIMARY_VIDEO` (what the authoring screen asks for) or `SHORT_FORM_VIDEO` filters, no role lists all',
        params: projectRouteParamsSchema,
        querystring: projectFilesQuerySchema,
        response: { 200: projectFileListSchema },
      },
    },
    async (request) =>
      listFilesOfProject(app.db, identityOf(request), request.params.projectId, request.query),
  );

  app.get(
    '/users/:uid/projects',
    {
      schema: {
        tags,
        summary: 'The caller’s projects as `published` and `unpublished`, newest first',
        params: userParamsSchema,
        response: { 200: userProjectsResponseSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        app,
        reply,
        await listUserProjectsJson(app.db, identityOf(request), request.params.uid),
      ),
  );
};
