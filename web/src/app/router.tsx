import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useRef } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useLocation } from 'react-router';
import { useSession } from '../features/session/api/use-session';
import { consumeFlash } from '../lib/toasts';
import { focusHeadingWhenShown } from './focus';
import { HomeArea, OpenArea, PageLoader, SignedInArea, SignedOutArea } from './guards';
import { paths } from './paths';
import { RootError, RouteError } from './route-error';

// Routes load lazily: the first screen carries only the shell and the page it shows.
const SignInPage = lazy(() => import('../features/session/pages/sign-in-page'));
const SignUpPage = lazy(() => import('../features/session/pages/sign-up-page'));
const ForgotPasswordPage = lazy(() => import('../features/session/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/session/pages/reset-password-page'));
const VerifyEmailPage = lazy(() => import('../features/session/pages/verify-email-page'));
const HomePage = lazy(() => import('../features/home/pages/home-page'));
const CrisisPage = lazy(() => import('../features/crisis/pages/crisis-page'));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const AreaPage = lazy(() => import('../features/areas/pages/area-page'));
const AdministeredPage = lazy(() => import('../features/organizations/pages/administered-page'));
const NotFoundPage = lazy(() => import('../features/areas/pages/not-found-page'));
const AdminPage = lazy(() => import('../features/admin/pages/admin-page'));
const CrisisLinesAdminPage = lazy(() => import('../features/crisis-admin/pages/crisis-lines-admin-page'));
const OrganizationPage = lazy(() => import('../features/organizations/pages/organization-page'));
const GroupPage = lazy(() => import('../features/organizations/pages/group-page'));
const CreateProviderPage = lazy(() => import('../features/providers/pages/create-provider-page'));
const PersonPage = lazy(() => import('../features/people/pages/person-page'));
const CheckupPage = lazy(() => import('../features/checkup/pages/checkup-page'));
const CheckupResultPage = lazy(() => import('../features/checkup/pages/checkup-result-page'));
const InsightsPage = lazy(() => import('../features/insights/pages/insights-page'));
const OnboardingPage = lazy(() => import('../features/onboarding/pages/onboarding-page'));
const LandingPage = lazy(() => import('../features/landing/pages/landing-page'));
const PrivacyPage = lazy(() => import('../features/privacy/pages/privacy-page'));

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Component />
    </Suspense>
  );
}

/**
 * Shows the server's flash message (after a form post and redirect) as a toast, and after each
 * move to another page puts focus on that page's h1 (not on the first load: the skip link stays first).
 */
function Root() {
  const location = useLocation();
  const firstPath = useRef(location.pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location may bring a new flash.
  useEffect(() => consumeFlash(), [location.key]);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    return focusHeadingWhenShown();
  }, [location.pathname]);
  return <Outlet />;
}

/** `/`: the member's home, or the landing page for visitors. */
function HomeOrLanding() {
  const { data: user } = useSession();
  return user ? page(HomePage) : page(LandingPage);
}

/** A page that fails to render shows the translated error page inside its layout (route-error.tsx). */
const withErrorPage = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteError />, children },
];

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RootError />,
    children: [
      {
        element: <SignedOutArea />,
        children: withErrorPage([
          { path: paths.signIn, element: page(SignInPage) },
          { path: paths.signUp, element: page(SignUpPage) },
          { path: paths.forgotPassword, element: page(ForgotPasswordPage) },
        ]),
      },
      {
        element: <OpenArea />,
        children: withErrorPage([
          { path: paths.crisis, element: page(CrisisPage) },
          { path: paths.privacy, element: page(PrivacyPage) },
          { path: paths.verifyEmail, element: page(VerifyEmailPage) },
          { path: paths.resetPassword, element: page(ResetPasswordPage) },
        ]),
      },
      {
        element: <HomeArea />,
        children: withErrorPage([{ path: paths.home, element: <HomeOrLanding /> }]),
      },
      {
        element: <SignedInArea />,
        children: withErrorPage([
          { path: paths.onboarding, element: page(OnboardingPage) },
          { path: paths.profile, element: page(ProfilePage) },
          { path: paths.checkup, element: page(CheckupPage) },
          { path: paths.checkupResult, element: page(CheckupResultPage) },
          { path: paths.insights, element: page(InsightsPage) },
          ...[paths.articles, paths.tips, paths.care, paths.chat].map((path) => ({
            path,
            element: page(AreaPage),
          })),
          { path: paths.groupDashboard, element: page(AdministeredPage) },
          { path: paths.organizationDashboard, element: page(AdministeredPage) },
          { path: paths.admin, element: page(AdminPage) },
          { path: paths.adminCrisisLines, element: page(CrisisLinesAdminPage) },
          { path: paths.organization, element: page(OrganizationPage) },
          { path: paths.group, element: page(GroupPage) },
          { path: paths.newProvider, element: page(CreateProviderPage) },
          { path: paths.person, element: page(PersonPage) },
          { path: '*', element: page(NotFoundPage) },
        ]),
      },
    ],
  },
]);
