import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, Outlet, useLocation } from 'react-router';
import { consumeFlash } from '../lib/toasts';
import { OpenArea, PageLoader, SignedInArea, SignedOutArea } from './guards';
import { paths } from './paths';

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

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Component />
    </Suspense>
  );
}

/** Shows the server's flash message (after a form post and redirect) as a toast. */
function Root() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location may bring a new flash.
  useEffect(() => consumeFlash(), [location.key]);
  return <Outlet />;
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        element: <SignedOutArea />,
        children: [
          { path: paths.signIn, element: page(SignInPage) },
          { path: paths.signUp, element: page(SignUpPage) },
          { path: paths.forgotPassword, element: page(ForgotPasswordPage) },
        ],
      },
      {
        element: <OpenArea />,
        children: [
          { path: paths.crisis, element: page(CrisisPage) },
          { path: paths.verifyEmail, element: page(VerifyEmailPage) },
          { path: paths.resetPassword, element: page(ResetPasswordPage) },
        ],
      },
      {
        element: <SignedInArea />,
        children: [
          { path: paths.home, element: page(HomePage) },
          { path: paths.onboarding, element: page(OnboardingPage) },
          { path: paths.profile, element: page(ProfilePage) },
          { path: paths.checkup, element: page(CheckupPage) },
          { path: paths.checkupResult, element: page(CheckupResultPage) },
          { path: paths.insights, element: page(InsightsPage) },
          ...[
            paths.articles,
            paths.tips,
            paths.care,
            paths.chat,
            paths.groupDashboard,
            paths.organizationDashboard,
          ].map((path) => ({ path, element: page(AreaPage) })),
          { path: paths.admin, element: page(AdminPage) },
          { path: paths.adminCrisisLines, element: page(CrisisLinesAdminPage) },
          { path: paths.organization, element: page(OrganizationPage) },
          { path: paths.group, element: page(GroupPage) },
          { path: paths.newProvider, element: page(CreateProviderPage) },
          { path: paths.person, element: page(PersonPage) },
          { path: '*', element: page(NotFoundPage) },
        ],
      },
    ],
  },
]);
