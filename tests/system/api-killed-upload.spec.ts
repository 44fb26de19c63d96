import { statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import {
  createCreator,
  createProjectWith,
  createUpload,
  download,
  patchUpload,
  sha256,
  type UploadedRecord,
  uploadOffset,
} from './api';
import { expect, test } from './harness';
import { largeVideo } from './media';

const MiB = 1024 * 1024;

test('the API killed mid-upload: the upload resumes against a new process, byte for byte', async ({
  stack,
}) => {
  const video = await largeVideo();
  const first = await stack.startApi('api-1');
  const creator = await createCreator(first.url);
  const { location, path } = await createUpload(first.url, creator, video.length, {
    purpose: 'project-video',
    filename: 'noise.mp4',
    filetype: 'video/mp4',
  });
  const stored = join(stack.dataDir, 'files', path);

  const firstChunk = await patchUpload(first.url, creator, location, 0, video.subarray(0, MiB));
  expect(firstChunk.status, firstChunk.text).toBe(204);
  expect(firstChunk.offset).toBe(MiB);

  // The next PATCH announces the rest of the file, sends 2 MiB of it and stalls; once those
  // bytes are on disk the API process is killed (SIGKILL: no drain, no clean-up).
  const rest = video.subarray(MiB);
  const cut = httpRequest(`${first.url}${location}`, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${creator.token}`,
      'upload-offset': String(MiB),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(rest.length),
    },
  });
  const cutEnded = new Promise<string>((resolve) => {
    cut.on('error', (error) => resolve(error.message));
    cut.on('response', (res) => resolve(`answered ${res.statusCode}`));
  });
  cut.write(rest.subarray(0, 2 * MiB));
  await expect.poll(() => statSync(stored).size, { timeout: 15_000 }).toBe(3 * MiB);
  await first.kill('SIGKILL');
  expect(await cutEnded).not.toMatch(/answered/);
  cut.destroy();

  // A new process on the same files and database knows where the upload stands.
  const second = await stack.startApi('api-2');
  expect(second.pid).not.toBe(first.pid);
  const offset = await uploadOffset(second.url, creator, location);
  expect(offset).toBe(3 * MiB);

  const finish = await patchUpload(second.url, creator, location, offset, video.subarray(offset));
  expect(finish.status, finish.text).toBe(200);
  const record = finish.json as UploadedRecord;
  expect(record).toMatchObject({ path, size: video.length, type: 'video/mp4' });

  const copy = await download(second.url, record.url);
  expect(copy.length).toBe(video.length);
  expect(sha256(copy)).toBe(sha256(video));

  // And it is usable: a project made on it.
  const project = await createProjectWith(second.url, creator, record);
  expect(project.status, project.text).toBe(201);
});
