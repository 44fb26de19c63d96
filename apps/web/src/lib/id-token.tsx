import { createContext, type ReactNode, use } from 'react';

type GetIdToken = () => Promise<string | null>;

const noToken: GetIdToken = async () => null;
const IdTokenContext = createContext<GetIdToken>(noToken);

/** Shares how to get the signed-in user's ID token (null when signed out) with what needs it. */
export function IdTokenProvider({
  getIdToken,
  children,
}: {
  getIdToken: GetIdToken;
  children: ReactNode;
}) {
  return <IdTokenContext value={getIdToken}>{children}</IdTokenContext>;
}

export function useIdToken(): GetIdToken {
  return use(IdTokenContext);
}
