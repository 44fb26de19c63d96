import {
  analyzeTranscriptInputSchema,
  analyzeTranscriptResponseSchema,
  breakdownRefSchema,
  breakdownStatusSchema,
  regenerateStepInputSchema,
  regenerateStepResponseSchema,
  startBreakdownInputSchema,
  transcribeInputSchema,
  transcribeResponseSchema,
} from '@stepwise/contracts';
import { analyzeTranscript, transcribeStored } from '../media/media.service';
import { defineOperation } from './define';

const tags = ['media'];

/**
 * The video-processing service (spec 7) and the AI breakdown jobs. `/transcribe` and
 * `/analyze-transcript` are the spec's REST paths (and procedures too); the breakdown jobs are the
 * web client's procedures. `/extract-audio` takes the video as a multipart file stream, a transport
 * of its own, so it is a Fastify route beside this table (rest/media.ts) calling the same service.
 * Every media call stops its work when the caller goes away (`ctx.signal`).
 */
export const mediaOperations = {
  transcribe: defineOperation({
    kind: 'mutation',
    input: transcribeInputSchema,
    output: transcribeResponseSchema,
    handler: (ctx, input) => transcribeStored(ctx.media, ctx.identity, input.audio_url, ctx.signal),
    rest: [
      {
        method: 'POST',
        path: '/transcribe',
        tags,
        summary:
          'Speech to text (en-US) of an `audio_url` from /extract-audio: `{ transcript, segments, words }` with times in ms; no speech at all is `no_voice`',
        body: 'rest',
      },
    ],
  }),
  analyzeTranscript: defineOperation({
    kind: 'mutation',
    input: analyzeTranscriptInputSchema,
    output: analyzeTranscriptResponseSchema,
    handler: (ctx, input) => analyzeTranscript(ctx.media, input, ctx.signal),
    rest: [
      {
        method: 'POST',
        path: '/analyze-transcript',
        tags,
        summary:
          'Steps (with video times), materials, tools, cautions and questions from a transcript; pass the segments and words /transcribe gave for accurate times, and `time_range` to regenerate one step',
        body: 'rest',
      },
    ],
  }),
  /**
   * The AI breakdown of the project's uploaded videos (one background job each): answers the
   * breakdown's status at once; poll `breakdownStatus` for the phases and the results.
   */
  breakdown: defineOperation({
    kind: 'mutation',
    input: startBreakdownInputSchema,
    output: breakdownStatusSchema,
    handler: (ctx, input) => ctx.mediaJobs.startBreakdown(ctx.identity, input),
    rest: [],
  }),
  /** Each video's phase, progress, and then its result or failure text. */
  breakdownStatus: defineOperation({
    kind: 'query',
    input: breakdownRefSchema,
    output: breakdownStatusSchema,
    handler: (ctx, input) => ctx.mediaJobs.status(ctx.identity, input.batch_id),
    rest: [],
  }),
  /** Stops the breakdown's unfinished jobs (the creator left or cleared the AI results). */
  cancelBreakdown: defineOperation({
    kind: 'mutation',
    input: breakdownRefSchema,
    output: breakdownStatusSchema,
    handler: (ctx, input) => ctx.mediaJobs.cancel(ctx.identity, input.batch_id),
    rest: [],
  }),
  /**
   * Regenerates one step from its time range (spec 4), answering the new step; the job is
   * cancelled if the request is.
   */
  regenerateStep: defineOperation({
    kind: 'mutation',
    input: regenerateStepInputSchema,
    output: regenerateStepResponseSchema,
    handler: (ctx, input) =>
      ctx.mediaJobs.regenerate(
        ctx.identity,
        input.video,
        input.time_range,
        input.project_context,
        ctx.signal,
      ),
    rest: [],
  }),
};
