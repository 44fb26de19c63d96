import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  analyzeTranscriptInputSchema,
  analyzeTranscriptResponseSchema,
  EXTRACT_AUDIO_FIELD,
  extractAudioInputSchema,
  extractAudioResponseSchema,
  messages,
  PROJECT_VIDEO_MAX_BYTES,
  transcribeInputSchema,
  transcribeResponseSchema,
} from '@stepwise/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, zodDetail } from '../errors';
import {
  analyzeTranscript,
  extractAudioFromLocalFile,
  extractAudioFromStored,
  transcribeStored,
} from '../media/media.service';
import { scratchDir } from '../media/media-files';
import { identityOf } from './identity';

/** Aborted when the client goes away before the reply is sent (the work is then stopped). */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client went away'));
  });
  return controller.signal;
}

/** Spec section 7, video-processing service: extract audio, transcribe, analyze the transcript. */
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

  app.post(
    '/transcribe',
    {
      schema: {
        tags: ['media'],
        summary:
          'Speech to text (en-US) of an `audio_url` from /extract-audio: `{ transcript, segments, words }` with times in ms; no speech at all is `no_voice`',
        body: transcribeInputSchema,
        response: { 200: transcribeResponseSchema },
      },
    },
    async (request, reply) =>
      transcribeStored(
        app.media,
        identityOf(request),
        request.body.audio_url,
        abortOnDisconnect(reply),
      ),
  );

  app.post(
    '/analyze-transcript',
    {
      schema: {
        tags: ['media'],
        summary:
          'Steps (with video times), materials, tools, cautions and questions from a transcript; pass the segments and words /transcribe gave for accurate times, and `time_range` to regenerate one step',
        body: analyzeTranscriptInputSchema,
        response: { 200: analyzeTranscriptResponseSchema },
      },
    },
    async (request, reply) => {
      identityOf(request);
      return analyzeTranscript(app.media, request.body, abortOnDisconnect(reply));
    },
  );
};
