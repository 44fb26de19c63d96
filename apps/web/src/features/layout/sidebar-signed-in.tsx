import type { SessionUser } from '@/features/auth/session';
import { hidesAccountArea, isAuthoringPath } from '@/features/layout/authoring-path';
import { DataProviders } from '@/features/layout/data-providers';
import { AuthoringNav } from '@/features/layout/sidebar-authoring';
import { AccountArea, MemberNav } from '@/features/layout/sidebar-member';

export interface SignedInSidebarProps {
  user: SessionUser;
  pathname: string;
  collapsed: boolean;
}

/**
 * The signed-in content of the sidebar: the main links, or the authoring controls on an
 * authoring path, and the account area (hidden on /annotate). Loaded with the signed-in screens,
 * with the data providers its avatar needs.
 */
export default function SignedInSidebar({ user, pathname, collapsed }: SignedInSidebarProps) {
  const authoring = isAuthoringPath(pathname);
  return (
    <DataProviders>
      {authoring ? (
        <AuthoringNav collapsed={collapsed} />
      ) : (
        <MemberNav user={user} collapsed={collapsed} />
      )}
      {authoring && hidesAccountArea(pathname) ? null : (
        <AccountArea user={user} collapsed={collapsed} />
      )}
    </DataProviders>
  );
}
