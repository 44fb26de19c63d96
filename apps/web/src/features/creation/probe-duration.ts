/**
 * A video's duration in seconds from its metadata: a detached `<video preload="metadata">` on an
 * object URL of the file, so the browser reads only the header, never the whole file. The URL is
 * revoked and the element let go as soon as the duration is known, the file cannot be read, or
 * `signal` aborts (the creation machine's 5 s time-out).
 */
export function probeVideoDuration(file: Blob, signal?: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;

    const release = () => {
      video.removeEventListener('loadedmetadata', onLoaded);
      video.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
    const onLoaded = () => {
      const seconds = video.duration;
      release();
      resolve(Number.isFinite(seconds) && seconds > 0 ? seconds : 0);
    };
    const onError = () => {
      release();
      reject(new Error('The video metadata could not be read.'));
    };
    const onAbort = () => {
      release();
      reject(signal?.reason);
    };

    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort, { once: true });
    video.src = url;
  });
}
