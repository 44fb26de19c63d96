import { useEffect } from 'react';
import { useUnsavedWork } from '@/features/unsaved-work/unsaved-work-provider';

/**
 * Spec 4: while profile data is loading, leaving asks for confirmation ('Data is still loading.
 * Are you sure you want to leave?'). Tells the unsaved-work machine when loading starts and ends
 * (also when the page goes away mid-load).
 */
export function useProfileLoadingGuard(loading: boolean): void {
  const unsavedWork = useUnsavedWork();
  useEffect(() => {
    if (!loading) return;
    unsavedWork.send({ type: 'profile.loading' });
    return () => unsavedWork.send({ type: 'profile.loaded' });
  }, [loading, unsavedWork]);
}
