import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@vocakey/shared/roles';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { hasRole, isSignedIn, useUser } from '@/lib/auth';

/** Routes for signed-in users (and, with `role`, at least that role). The API checks again on every call. */
export function RequireAuth({ role, children }: { role?: Role; children?: ReactNode }) {
  const location = useLocation();
  const { data: user, isPending } = useUser();
  if (!isSignedIn()) {
    return (
      <Navigate to={`${paths.login}?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  }
  if (isPending) return <PageSkeleton />;
  if (!user) return <Navigate to={paths.login} replace />;
  if (role && !hasRole(user, role)) return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}

/** Sign-in and sign-up screens: a signed-in user goes straight on. */
export function RequireVisitor({ children }: { children?: ReactNode }) {
  if (isSignedIn()) return <Navigate to={paths.account} replace />;
  return children ?? <Outlet />;
}
