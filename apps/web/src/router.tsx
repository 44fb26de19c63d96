import { Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from '@/features/auth/guards';
import { AppShell } from '@/features/layout/app-shell';
import { AnnotateRoute } from '@/routes/annotate';
import { CreateRoute } from '@/routes/create';
import { RouteErrorPage } from '@/routes/error';
import { LoginRoute } from '@/routes/login';
import { MyProjectsRoute } from '@/routes/my-projects';
import { ProfileRoute } from '@/routes/profile';
import { RegisterRoute } from '@/routes/register';
import { RepositoryRoute } from '@/routes/repository';

/** Spec 2's route table. Everything but /login and /register needs a signed-in user. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <GuestOnly redirectTo="/my-projects" />,
        children: [{ path: 'login', element: <LoginRoute /> }],
      },
      {
        element: <GuestOnly redirectTo="/home" />,
        children: [{ path: 'register', element: <RegisterRoute /> }],
      },
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <MyProjectsRoute /> },
          { path: 'my-projects', element: <MyProjectsRoute /> },
          { path: 'repository', element: <RepositoryRoute /> },
          { path: 'create', element: <CreateRoute /> },
          { path: 'annotate/:projectId', element: <AnnotateRoute /> },
          { path: 'annotate', element: <AnnotateRoute /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'home', element: <Navigate to="/my-projects" replace /> },
          { path: 'videos', element: <Navigate to="/my-projects" replace /> },
          { path: '*', element: <MyProjectsRoute /> },
        ],
      },
    ],
  },
];
