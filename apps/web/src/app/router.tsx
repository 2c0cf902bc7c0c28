import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoadingState } from '../components/list-states';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { PublicOnly, RequireMember } from './guards';
import { AppLayout } from './layout/app-layout';
import { MOBILE_MENU_BREAKPOINT } from './layout/top-nav';
import { NotFoundPage } from './not-found-page';

// Route-level code splitting keeps the first load small on phones (STACK-NOTES "Web").
// biome-ignore lint/suspicious/noExplicitAny: props vary per page; each page checks its own
const named = <K extends string>(loader: () => Promise<Record<K, React.ComponentType<any>>>, name: K) =>
  lazy(() => loader().then((m) => ({ default: m[name] })));

const LandingPage = named(() => import('../features/marketing/pages/landing-page'), 'LandingPage');
const AboutPage = named(() => import('../features/marketing/pages/about-page'), 'AboutPage');
const TermsPage = named(() => import('../features/marketing/pages/terms-page'), 'TermsPage');
const PrivacyPage = named(() => import('../features/marketing/pages/privacy-page'), 'PrivacyPage');
const RefundPage = named(() => import('../features/marketing/pages/refund-page'), 'RefundPage');
const ContactPage = named(() => import('../features/marketing/pages/contact-page'), 'ContactPage');
const HelpPage = named(() => import('../features/marketing/pages/help-page'), 'HelpPage');
const PremiumPage = named(() => import('../features/premium/pages/premium-page'), 'PremiumPage');
const ReceiptPage = named(() => import('../features/premium/pages/receipt-page'), 'ReceiptPage');
const DashboardPage = named(() => import('../features/browse/pages/dashboard-page'), 'DashboardPage');
const ProfilePage = named(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const NotificationsPage = named(
  () => import('../features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const VerificationPage = named(() => import('../features/verification/pages/verification-page'), 'VerificationPage');
const AdminPage = named(() => import('../features/admin/pages/admin-page'), 'AdminPage');
const SupportPage = named(() => import('../features/support/pages/support-page'), 'SupportPage');
const SettingsPage = named(() => import('../features/settings/pages/settings-page'), 'SettingsPage');
const GoodbyePage = named(() => import('../features/settings/pages/goodbye-page'), 'GoodbyePage');
const MessagesPage = named(() => import('../features/messages/pages/messages-page'), 'MessagesPage');

const member = (element: React.ReactNode) => <RequireMember>{element}</RequireMember>;

export const router = createBrowserRouter([
  // The staff console has its own frame: no member navigation (spec section 2, hidden on /admin).
  {
    path: '/admin',
    element: (
      <Suspense fallback={<LoadingState py={80} />}>
        <AdminPage />
      </Suspense>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/login',
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      {
        path: '/register',
        element: (
          <PublicOnly>
            <RegisterPage />
          </PublicOnly>
        ),
      },
      { path: '/dashboard', element: member(<DashboardPage />) },
      { path: '/profile', element: member(<ProfilePage />) },
      { path: '/verification', element: member(<VerificationPage />) },
      { path: '/notifications', element: member(<NotificationsPage />) },
      { path: '/settings', element: member(<SettingsPage />) },
      { path: '/goodbye', element: <GoodbyePage /> },
      { path: '/messages', element: member(<MessagesPage phoneBreakpoint={MOBILE_MENU_BREAKPOINT} />) },
      { path: '/support', element: member(<SupportPage />) },
      { path: '/premium', element: <PremiumPage /> },
      { path: '/premium/receipt/:txnid', element: member(<ReceiptPage />) },
      { path: '/about', element: <AboutPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/refund', element: <RefundPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
