const AUTHORING_FRAGMENTS = ['/create-steps', '/steps', '/annotate'];

/** Spec 2: these path fragments put the sidebar in step-authoring mode. */
export function isAuthoringPath(pathname: string): boolean {
  return AUTHORING_FRAGMENTS.some((fragment) => pathname.includes(fragment));
}

/** Spec 2: `/annotate` also hides the profile and logout area. */
export function hidesAccountArea(pathname: string): boolean {
  return pathname.includes('/annotate');
}
