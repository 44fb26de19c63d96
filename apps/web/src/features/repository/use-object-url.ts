import { useEffect, useState } from 'react';

/**
 * An object URL for a local file or blob (a chosen image, a captured frame not uploaded yet),
 * revoked when the blob changes or the component goes away.
 */
export function useObjectUrl(blob: Blob | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}
