type GetIdToken = () => Promise<string | null>;

let source: GetIdToken = async () => null;

/** Set once at boot: how the app gets the signed-in user's ID token (null when signed out). */
export function setIdTokenSource(getIdToken: GetIdToken): void {
  source = getIdToken;
}

/** The signed-in user's ID token, or null; asks the source set at boot. */
export const currentIdToken: GetIdToken = () => source();
