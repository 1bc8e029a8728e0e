import type { ComponentType } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../features/session/api/use-session';
import { paths } from '../lib/paths';
import { PublicLayout } from './layouts/public-layout';
import { lazyComponent } from './lazy-component';

/**
 * The signed-in shell (Mantine's AppShell, the navigation, the burger) is code for members only:
 * visitors' pages never download it. It starts loading as soon as the session says someone is
 * signed in (preload.ts), alongside the page's own code.
 */
const appLayout = lazyComponent<object>(() =>
  import('./layouts/app-layout').then((module): { default: ComponentType } => ({
    default: module.AppLayout,
  })),
);
export const preloadAppLayout = appLayout.preload;
const LazyAppLayout = appLayout.Component;

/** While the shell's code loads, the loader of the one Suspense boundary (root.tsx, Root) shows. */
function AppLayout() {
  return <LazyAppLayout />;
}

/** Signed-in areas: visitors go to sign-in and come back afterwards. */
export function SignedInArea() {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (!user) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.signIn}?next=${encodeURIComponent(next)}`} replace />;
  }
  return <AppLayout />;
}

/** Sign-in, sign-up, forgot password: a signed-in user goes on to where they were heading. */
export function SignedOutArea() {
  const { data: user, isPending } = useSession();
  const [params] = useSearchParams();
  if (isPending) return <PageLoader />;
  // Signing up from an invitation e-mail leads straight to the invitation.
  if (user) {
    const to = params.get('invitation') ? `${paths.profile}#invitations` : safeNext(params.get('next'));
    return <Navigate to={to} replace />;
  }
  return <PublicLayout />;
}

/** Pages for everyone (crisis help, e-mail confirmation): in the shell when signed in. */
export function OpenArea() {
  const { data: user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return user ? <AppLayout /> : <PublicLayout />;
}

/** `/`: the signed-in shell for members, the public header (wider) around the landing page for visitors. */
export function HomeArea() {
  const { data: user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return user ? <AppLayout /> : <PublicLayout size="md" />;
}

/** Only paths inside the app: `next=https://elsewhere` must not send anyone off-site. */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : paths.home;
}
