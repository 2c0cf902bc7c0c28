import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PublicOnly, RequireMember } from './guards';
import { AppLayout } from './layout/app-layout';
import { MOBILE_MENU_BREAKPOINT } from './layout/top-nav';
import { NotFoundPage } from './not-found-page';

// Every page is its own chunk, so a phone downloads only the page it opens (issue 10 budgets).
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
const LoginPage = named(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = named(() => import('../features/auth/pages/register-page'), 'RegisterPage');
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

const member = (element: ReactNode) => <RequireMember>{element}</RequireMember>;

/** The whole site's routes, rendered by the browser router and, for public pages, by the prerenderer. */
export function AppRoutes() {
  return (
    <Routes>
      {/* The staff console has its own frame: no member navigation (spec section 2, hidden on /admin). */}
      <Route path="/admin" element={<AdminPage />} />
      <Route element={<AppLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route
          path="/login"
          element={
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          }
        />
        <Route
          path="/register"
          element={
            <PublicOnly>
              <RegisterPage />
            </PublicOnly>
          }
        />
        <Route path="/dashboard" element={member(<DashboardPage />)} />
        <Route path="/profile" element={member(<ProfilePage />)} />
        <Route path="/verification" element={member(<VerificationPage />)} />
        <Route path="/notifications" element={member(<NotificationsPage />)} />
        <Route path="/settings" element={member(<SettingsPage />)} />
        <Route path="/goodbye" element={<GoodbyePage />} />
        <Route path="/messages" element={member(<MessagesPage phoneBreakpoint={MOBILE_MENU_BREAKPOINT} />)} />
        <Route path="/support" element={member(<SupportPage />)} />
        <Route path="/premium" element={<PremiumPage />} />
        <Route path="/premium/receipt/:txnid" element={member(<ReceiptPage />)} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/refund" element={<RefundPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
