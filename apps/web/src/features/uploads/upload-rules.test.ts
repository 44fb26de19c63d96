import {
  CAPTURED_FRAME_MAX_BYTES,
  IMAGE_MAX_BYTES,
  messages,
  SUPPLEMENTARY_FILE_MAX_BYTES,
} from '@stepwise/contracts';
import { DetailedError, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import {
  averageRate,
  ETA_MIN_ELAPSED_MS,
  etaSeconds,
  startRate,
  updateRate,
} from '@/features/uploads/progress';
import { computeTotals } from '@/features/uploads/totals';
import type { UploadItem } from '@/features/uploads/types';
import {
  detailFromBody,
  isRetryable,
  NotAuthenticatedError,
  uploadFailureMessage,
} from '@/features/uploads/upload-errors';
import { uploadRefusal } from '@/features/uploads/validation';

const request = {
  getMethod: () => 'PATCH',
  getURL: () => 'http://localhost/uploads/abc',
  getHeader: () => undefined,
} as unknown as HttpRequest;
function answered(status: number, body = ''): DetailedError {
  const response = {
    getStatus: () => status,
    getBody: () => body,
    getHeader: () => undefined,
  } as unknown as HttpResponse;
  return detailed(null, response);
}
const unanswered = (cause: Error | null = new Error('socket hang up')) => detailed(cause, null);

/** A DetailedError as tus-js-client makes them (its typings omit the constructor's arguments). */
function detailed(causingError: Error | null, originalResponse: HttpResponse | null) {
  return Object.assign(new DetailedError('tus: request failed'), {
    causingError,
    originalRequest: request,
    originalResponse,
  });
}

describe('uploadRefusal', () => {
  it('lets a supplementary file of any kind through, up to its limit', () => {
    const manual = {
      name: 'manual.pdf',
      type: 'application/pdf',
      size: SUPPLEMENTARY_FILE_MAX_BYTES,
    };
    expect(uploadRefusal('supplementary-file', manual)).toBeNull();
    expect(uploadRefusal('supplementary-file', { ...manual, size: manual.size + 1 })).toBe(
      'Supplementary files must be under 100MB. "manual.pdf" is too large.',
    );
  });

  it('recognises a video by its extension when the browser gives no type', () => {
    expect(uploadRefusal('project-video', { name: 'clip.MKV', type: '', size: 10 })).toBeNull();
  });

  it('wants an image for a captured frame, under the frame limit', () => {
    const frame = { name: 'frame_1500.jpg', type: 'image/jpeg', size: CAPTURED_FRAME_MAX_BYTES };
    expect(uploadRefusal('annotation-frame', frame)).toBeNull();
    expect(uploadRefusal('result-image', { ...frame, size: frame.size + 1 })).toBe(
      'Image file too large. Please select a file under 10MB.',
    );
    expect(
      uploadRefusal('annotation-frame', { ...frame, name: 'frame.txt', type: 'text/plain' }),
    ).toBe(messages.repository.imageNotImage);
  });

  it('uses the spec texts of the step and buy list images', () => {
    const big = { name: 'saw.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 };
    for (const purpose of ['step-tool-image', 'step-material-image', 'buy-list-image'] as const) {
      expect(uploadRefusal(purpose, big)).toBe(messages.repository.imageTooLarge);
      expect(uploadRefusal(purpose, { ...big, size: IMAGE_MAX_BYTES })).toBeNull();
    }
  });
});

describe('isRetryable', () => {
  it.each([500, 502, 503, 504, 408, 409, 423, 429])('retries a %i', (status) => {
    expect(isRetryable(answered(status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 410, 413, 415, 422])('does not retry a %i', (status) => {
    expect(isRetryable(answered(status))).toBe(false);
  });

  it('retries a request that got no answer, unless nobody is signed in', () => {
    expect(isRetryable(unanswered())).toBe(true);
    expect(isRetryable(unanswered(new NotAuthenticatedError()))).toBe(false);
  });
});

describe('failure messages', () => {
  it('reads the detail of a JSON body, as a string or a validation list', () => {
    expect(detailFromBody('{"detail":"Too big."}')).toBe('Too big.');
    expect(detailFromBody('{"detail":[{"loc":["a"],"msg":"Bad a."},{"msg":"Bad b."}]}')).toBe(
      'Bad a. Bad b.',
    );
    expect(detailFromBody('Upload not found\n')).toBeNull();
    expect(detailFromBody('{"detail":""}')).toBeNull();
    expect(detailFromBody('')).toBeNull();
  });

  it('falls back to naming the file', () => {
    expect(uploadFailureMessage(answered(500, 'oops'), 'a.mp4')).toBe(
      'Failed to upload a.mp4. Please try again.',
    );
    expect(uploadFailureMessage(unanswered(), 'a.mp4')).toBe(
      'Failed to upload a.mp4. Please check your connection and try again.',
    );
    expect(uploadFailureMessage(unanswered(new NotAuthenticatedError()), 'a.mp4')).toBe(
      messages.generic.uploadNotAuthenticated,
    );
  });
});

describe('rate and ETA', () => {
  it('smooths the speed and keeps the first reading', () => {
    let rate = startRate(0, 0);
    rate = updateRate(rate, 1000, 1000);
    expect(rate.speed).toBe(1000);
    expect(updateRate(rate, 1100, 5000)).toBe(rate); // too soon to tell
    rate = updateRate(rate, 2000, 4000); // 3000 B/s over the last second
    expect(rate.speed).toBeGreaterThan(1000);
    expect(rate.speed).toBeLessThan(3000);
  });

  it('estimates the time left from the elapsed time and the progress of the attempt', () => {
    const rate = startRate(10_000, 4000); // resumed at byte 4000
    expect(etaSeconds(rate, 10_000 + ETA_MIN_ELAPSED_MS - 1, 5000, 10_000)).toBeNull();
    expect(averageRate(rate, 12_000, 6000)).toBe(1000);
    expect(etaSeconds(rate, 12_000, 6000, 10_000)).toBe(4);
    expect(etaSeconds(rate, 12_000, 4000, 10_000)).toBeNull();
  });
});

describe('computeTotals', () => {
  const item = (status: UploadItem['status'], bytesUploaded: number, bytesTotal: number) =>
    ({ status, bytesUploaded, bytesTotal, speed: status === 'uploading' ? 500 : 0 }) as UploadItem;

  it('counts active, queued, paused and done files; ETA at the combined average rate', () => {
    const totals = computeTotals(
      [
        { item: item('uploading', 3000, 5000), rate: startRate(0, 1000) },
        { item: item('queued', 0, 2000), rate: null },
        { item: item('paused', 500, 1000), rate: null },
        { item: item('done', 4000, 4000), rate: null },
        { item: item('failed', 10, 7000), rate: null },
        { item: item('canceled', 10, 9000), rate: null },
      ],
      2000,
    );
    expect(totals).toEqual({
      bytesTotal: 12_000,
      bytesUploaded: 7500,
      progress: 7500 / 12_000,
      speed: 500,
      eta: 4, // (2000 + 2000) bytes to go at 1000 B/s
      queued: 1,
      active: 1,
      paused: 1,
      done: 1,
      failed: 1,
    });
  });

  it('is empty for an empty queue and complete when all is done', () => {
    expect(computeTotals([], 0)).toMatchObject({ progress: 0, eta: null });
    expect(computeTotals([{ item: item('done', 0, 0), rate: null }], 0)).toMatchObject({
      progress: 1,
      eta: null,
    });
  });
});
