import { storagePathFromFileUrl } from '@stepwise/contracts';
import { isSafeStoragePath, type ObjectStore } from '../../storage/objects';

/**
 * Signs the stored files a guide shows, each path once per reply: the caller may read them
 * (a published project's files, or the owner's own), and a browser loads them without a token.
 */
export class UrlSigner {
  private readonly signed = new Map<string, Promise<string>>();
  private readonly now = Date.now();

  constructor(private readonly objects: ObjectStore) {}

  /**
   * The signed URL of `path`, or else of the `/files/...` URL `url`; an outside http(s) URL is
   * kept as it is; null when there is nothing to show.
   */
  async url(path: string | null | undefined, url?: string | null): Promise<string | null> {
    const key = path || (url ? storagePathFromFileUrl(url) : null);
    if (key && isSafeStoragePath(key)) {
      let pending = this.signed.get(key);
      if (!pending) {
        pending = this.objects.downloadUrl(key, this.now);
        this.signed.set(key, pending);
      }
      return pending;
    }
    return url && /^https?:\/\//i.test(url) ? url : null;
  }
}
