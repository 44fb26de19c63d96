import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  EXTRACT_AUDIO_FIELD,
  extractAudioInputSchema,
  extractAudioResponseSchema,
  messages,
  PROJECT_VIDEO_MAX_BYTES,
} from '@stepwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, zodDetail } from '../errors';
import { extractAudioFromLocalFile, extractAudioFromStored } from '../media/media.service';
import { scratchDir } from '../media/media-files';
import { abortOnDisconnect } from '../operations/mount-rest';
import { identityOf } from './identity';

/**
 * Spec section 7, video-processing service: POST /extract-audio, which takes the video as a
 * multipart file stream (or JSON naming an uploaded one). Transcribe and analyze are operations
 * (operations/media.ts).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fileSize: PROJECT_VIDEO_MAX_BYTES, parts: 8 },
  });

  app.post(
    '/extract-audio',
    {
      schema: {
        tags: ['media'],
        summary:
          'The audio of a video as 16 kHz mono WAV `{ audio_url }`: a multipart form with the file in field `video`, or JSON `{ video_path }` naming a video you uploaded',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: extractAudioResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = identityOf(request);
      const signal = abortOnDisconnect(reply);
      if (!request.isMultipart()) {
        const parsed = extractAudioInputSchema.safeParse(request.body);
        if (!parsed.success) {
          throw new AppError(
            'BAD_REQUEST',
            `Send the video as multipart field "${EXTRACT_AUDIO_FIELD}", or JSON { video_path }: ${zodDetail(parsed.error)}`,
          );
        }
        return extractAudioFromStored(app.media, actor, parsed.data.video_path, signal);
      }
      const file = await request.file();
      if (!file || file.fieldname !== EXTRACT_AUDIO_FIELD) {
        throw new AppError(
          'BAD_REQUEST',
          `Send the video in the form field "${EXTRACT_AUDIO_FIELD}".`,
        );
      }
      const scratch = await scratchDir(app.media.tmpDir);
      try {
        const local = join(scratch.dir, 'upload');
        await pipeline(file.file, createWriteStream(local), { signal });
        if (file.file.truncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', messages.create.videosTooLarge([file.filename]));
        }
        return await extractAudioFromLocalFile(
          app.media,
          actor,
          local,
          file.filename || 'video',
          signal,
        );
      } finally {
        await scratch.dispose();
      }
    },
  );
};
