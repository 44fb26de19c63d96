import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from '@/features/auth/guards';
import { AppShell } from '@/features/layout/app-shell';
import { RouteErrorPage } from '@/routes/error';

/**
 * A screen loaded on demand: each route is its own chunk, so /login never downloads the projects
 * page and neither downloads the editor.
 */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const login = screen(async () => (await import('@/routes/login')).LoginRoute);
const register = screen(async () => (await import('@/routes/register')).RegisterRoute);
const myProjects = screen(async () => (await import('@/routes/my-projects')).MyProjectsRoute);
const repository = screen(async () => (await import('@/routes/repository')).RepositoryRoute);
const create = screen(async () => (await import('@/routes/create')).CreateRoute);
const annotate = screen(async () => (await import('@/routes/annotate')).AnnotateRoute);
const profile = screen(async () => (await import('@/routes/profile')).ProfileRoute);
const guides = screen(async () => (await import('@/routes/guides')).GuidesRoute);
const guide = screen(async () => (await import('@/routes/guide')).GuideRoute);

/** Spec 2's route table. Everything but /login and /register needs a signed-in user. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <GuestOnly redirectTo="/my-projects" />,
        children: [{ path: 'login', ...login }],
      },
      {
        element: <GuestOnly redirectTo="/home" />,
        children: [{ path: 'register', ...register }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The signed-in layout: the upload queue and the unsaved-work guard.
            ...screen(async () => (await import('@/features/layout/signed-in-layout')).default),
            children: [
              { index: true, ...myProjects },
              { path: 'my-projects', ...myProjects },
              { path: 'repository', ...repository },
              { path: 'create', ...create },
              { path: 'annotate/:projectId', ...annotate },
              { path: 'annotate', ...annotate },
              { path: 'profile', ...profile },
              { path: 'guides', ...guides },
              { path: 'guides/:projectId', ...guide },
              { path: 'home', element: <Navigate to="/my-projects" replace /> },
              { path: 'videos', element: <Navigate to="/my-projects" replace /> },
              { path: '*', ...myProjects },
            ],
          },
        ],
      },
    ],
  },
];
