import {
  materialInputSchema,
  materialListSchema,
  materialParamsSchema,
  materialPatchSchema,
  materialSchema,
  messageResponseSchema,
  repositoryOwnerParamsSchema,
  toolInputSchema,
  toolListSchema,
  toolParamsSchema,
  toolPatchSchema,
  toolSchema,
} from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRepositoryItem,
  deleteRepositoryItem,
  listRepositoryItems,
  updateRepositoryItem,
} from '../services/repository.service';
import { identityOf } from './identity';

const tags = ['repository'];

/**
 * Spec section 7, Repository items (and the Users list reads): the signed-in user's own tools and
 * materials. `{uid}` must be the caller (403); another user's or a missing item answers 404.
 */
export const repositoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:uid/tools',
    {
      schema: {
        tags,
        summary: 'The caller’s repository tools, newest first',
        params: repositoryOwnerParamsSchema,
        response: { 200: toolListSchema },
      },
    },
    async (request) =>
      listRepositoryItems(app.db, identityOf(request), request.params.uid, 'tools'),
  );

  app.post(
    '/users/:uid/tools',
    {
      schema: {
        tags,
        summary: 'Add a tool to the caller’s repository (201 with the created tool)',
        params: repositoryOwnerParamsSchema,
        body: toolInputSchema,
        response: { 201: toolSchema },
      },
    },
    async (request, reply) => {
      const { uid } = request.params;
      const tool = await createRepositoryItem(
        app.db,
        identityOf(request),
        uid,
        'tools',
        request.body,
      );
      return reply.status(201).send(tool);
    },
  );

  app.patch(
    '/users/:uid/tools/:tool_id',
    {
      schema: {
        tags,
        summary: 'Edit a repository tool (fields left out keep their value)',
        params: toolParamsSchema,
        body: toolPatchSchema,
        response: { 200: toolSchema },
      },
    },
    async (request) => {
      const { uid, tool_id } = request.params;
      return updateRepositoryItem(app.db, identityOf(request), uid, 'tools', tool_id, request.body);
    },
  );

  app.delete(
    '/users/:uid/tools/:tool_id',
    {
      schema: {
        tags,
        summary: 'Delete a repository tool (200 with a message; steps keep their copy)',
        params: toolParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { uid, tool_id } = request.params;
      return deleteRepositoryItem(app.db, identityOf(request), uid, 'tools', tool_id);
    },
  );

  app.get(
    '/users/:uid/materials',
    {
      schema: {
        tags,
        summary: 'The caller’s repository materials, newest first',
        params: repositoryOwnerParamsSchema,
        response: { 200: materialListSchema },
      },
    },
    async (request) =>
      listRepositoryItems(app.db, identityOf(request), request.params.uid, 'materials'),
  );

  app.post(
    '/users/:uid/materials',
    {
      schema: {
        tags,
        summary: 'Add a material to the caller’s repository (201 with the created material)',
        params: repositoryOwnerParamsSchema,
        body: materialInputSchema,
        response: { 201: materialSchema },
      },
    },
    async (request, reply) => {
      const { uid } = request.params;
      const material = await createRepositoryItem(
        app.db,
        identityOf(request),
        uid,
        'materials',
        request.body,
      );
      return reply.status(201).send(material);
    },
  );

  app.patch(
    '/users/:uid/materials/:material_id',
    {
      schema: {
        tags,
        summary: 'Edit a repository material (fields left out keep their value)',
        params: materialParamsSchema,
        body: materialPatchSchema,
        response: { 200: materialSchema },
      },
    },
    async (request) => {
      const { uid, material_id } = request.params;
      return updateRepositoryItem(
        app.db,
        identityOf(request),
        uid,
        'materials',
        material_id,
        request.body,
      );
    },
  );

  app.delete(
    '/users/:uid/materials/:material_id',
    {
      schema: {
        tags,
        summary: 'Delete a repository material (200 with a message; steps keep their copy)',
        params: materialParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { uid, material_id } = request.params;
      return deleteRepositoryItem(app.db, identityOf(request), uid, 'materials', material_id);
    },
  );
};
