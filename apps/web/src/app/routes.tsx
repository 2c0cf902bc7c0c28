import { isSitePath, SITE_PATHS } from '@mithaq/contracts';
import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PublicOnly, preloadDataLayer, RequireMember, WithQueries } from './guards';
import { AppLayout } from './layout/app-layout';
import { MOBILE_MENU_BREAKPOINT } from './layout/top-nav';

// Every page is its own chunk, so a phone downloads only the page it opens (issue 10 budgets).
// biome-ignore lint/suspicious/noExplicitAny: props vary per page; each page checks its own
type PageModule<K extends string> = Record<K, React.ComponentType<any>>;
const named = <K extends string>(loader: () => Promise<PageModule<K>>, name: K) =>
  lazy(() => loader().then((m) => ({ default: m[name] })));

const pages = {
  landing: () => import('../features/marketing/pages/landing-page'),
  about: () => import('../features/marketing/pages/about-page'),
  terms: () => import('../features/marketing/pages/terms-page'),
  privacy: () => import('../features/marketing/pages/privacy-page'),
  refund: () => import('../features/marketing/pages/refund-page'),
  contact: () => import('../features/marketing/pages/contact-page'),
  help: () => import('../features/marketing/pages/help-page'),
  login: () => import('../features/auth/pages/login-page'),
  register: () => import('../features/auth/pages/register-page'),
  forgotPassword: () => import('../features/auth/pages/forgot-password-page'),
  resetPassword: () => import('../features/auth/pages/reset-password-page'),
  premium: () => import('../features/premium/pages/premium-page'),
  receipt: () => import('../features/premium/pages/receipt-page'),
  dashboard: () => import('../features/browse/pages/dashboard-page'),
  profile: () => import('../features/profile/pages/profile-page'),
  notifications: () => import('../features/notifications/pages/notifications-page'),
  verification: () => import('../features/verification/pages/verification-page'),
  admin: () => import('../features/admin/pages/admin-page'),
  support: () => import('../features/support/pages/support-page'),
  settings: () => import('../features/settings/pages/settings-page'),
  goodbye: () => import('../features/settings/pages/goodbye-page'),
  messages: () => import('../features/messages/pages/messages-page'),
  notFound: () => import('./not-found-page'),
};

const LandingPage = named(pages.landing, 'LandingPage');
const AboutPage = named(pages.about, 'AboutPage');
const TermsPage = named(pages.terms, 'TermsPage');
const PrivacyPage = named(pages.privacy, 'PrivacyPage');
const RefundPage = named(pages.refund, 'RefundPage');
const ContactPage = named(pages.contact, 'ContactPage');
const HelpPage = named(pages.help, 'HelpPage');
const LoginPage = named(pages.login, 'LoginPage');
const RegisterPage = named(pages.register, 'RegisterPage');
const ForgotPasswordPage = named(pages.forgotPassword, 'ForgotPasswordPage');
const ResetPasswordPage = named(pages.resetPassword, 'ResetPasswordPage');
const PremiumPage = named(pages.premium, 'PremiumPage');
const ReceiptPage = named(pages.receipt, 'ReceiptPage');
const DashboardPage = named(pages.dashboard, 'DashboardPage');
const ProfilePage = named(pages.profile, 'ProfilePage');
const NotificationsPage = named(pages.notifications, 'NotificationsPage');
const VerificationPage = named(pages.verification, 'VerificationPage');
const AdminPage = named(pages.admin, 'AdminPage');
const SupportPage = named(pages.support, 'SupportPage');
const SettingsPage = named(pages.settings, 'SettingsPage');
const GoodbyePage = named(pages.goodbye, 'GoodbyePage');
const MessagesPage = named(pages.messages, 'MessagesPage');
const NotFoundPage = named(pages.notFound, 'NotFoundPage');

/** Pages that read the API: they need the query cache (and members' pages, the member check). */
const PAGES_BY_PATH: Record<string, { load: () => Promise<unknown>; queries: boolean }> = {
  [SITE_PATHS.home]: { load: pages.landing, queries: false },
  [SITE_PATHS.about]: { load: pages.about, queries: false },
  [SITE_PATHS.terms]: { load: pages.terms, queries: false },
  [SITE_PATHS.privacy]: { load: pages.privacy, queries: false },
  [SITE_PATHS.refund]: { load: pages.refund, queries: false },
  [SITE_PATHS.contact]: { load: pages.contact, queries: false },
  [SITE_PATHS.help]: { load: pages.help, queries: false },
  [SITE_PATHS.login]: { load: pages.login, queries: true },
  [SITE_PATHS.register]: { load: pages.register, queries: true },
  [SITE_PATHS.forgotPassword]: { load: pages.forgotPassword, queries: true },
  [SITE_PATHS.resetPassword]: { load: pages.resetPassword, queries: true },
  [SITE_PATHS.premium]: { load: pages.premium, queries: true },
  [SITE_PATHS.dashboard]: { load: pages.dashboard, queries: true },
  [SITE_PATHS.profile]: { load: pages.profile, queries: true },
  [SITE_PATHS.notifications]: { load: pages.notifications, queries: true },
  [SITE_PATHS.verification]: { load: pages.verification, queries: true },
  [SITE_PATHS.admin]: { load: pages.admin, queries: true },
  [SITE_PATHS.support]: { load: pages.support, queries: true },
  [SITE_PATHS.settings]: { load: pages.settings, queries: true },
  [SITE_PATHS.goodbye]: { load: pages.goodbye, queries: false },
  [SITE_PATHS.messages]: { load: pages.messages, queries: true },
};

/**
 * Starts fetching the page at `pathname` and what wraps it before React asks for them, so they come
 * in parallel rather than one after another (main.tsx calls this before the first render).
 */
export function preloadPage(pathname: string, signedIn: boolean) {
  const page =
    PAGES_BY_PATH[pathname] ??
    (pathname.startsWith('/premium/receipt/') ? { load: pages.receipt, queries: true } : null) ??
    (isSitePath(pathname) ? null : { load: pages.notFound, queries: false });
  if (page) void page.load();
  if (page?.queries || signedIn) preloadDataLayer(signedIn);
}

const member = (element: ReactNode) => <RequireMember>{element}</RequireMember>;
const withQueries = (element: ReactNode) => <WithQueries>{element}</WithQueries>;

/** The whole site's routes, rendered by the browser router and, for public pages, by the prerenderer. */
export function AppRoutes() {
  return (
    <Routes>
      {/* The staff console has its own frame: no member navigation (spec section 2, hidden on /admin). */}
      <Route path={SITE_PATHS.admin} element={withQueries(<AdminPage />)} />
      <Route element={<AppLayout />}>
        <Route path={SITE_PATHS.home} element={<LandingPage />} />
        <Route path={SITE_PATHS.login} element={<PublicOnly>{withQueries(<LoginPage />)}</PublicOnly>} />
        <Route path={SITE_PATHS.register} element={<PublicOnly>{withQueries(<RegisterPage />)}</PublicOnly>} />
        {/* Not PublicOnly: a member still signed in somewhere may have forgotten the password. */}
        <Route path={SITE_PATHS.forgotPassword} element={withQueries(<ForgotPasswordPage />)} />
        <Route path={SITE_PATHS.resetPassword} element={withQueries(<ResetPasswordPage />)} />
        <Route path={SITE_PATHS.dashboard} element={member(<DashboardPage />)} />
        <Route path={SITE_PATHS.profile} element={member(<ProfilePage />)} />
        <Route path={SITE_PATHS.verification} element={member(<VerificationPage />)} />
        <Route path={SITE_PATHS.notifications} element={member(<NotificationsPage />)} />
        <Route path={SITE_PATHS.settings} element={member(<SettingsPage />)} />
        <Route path={SITE_PATHS.goodbye} element={<GoodbyePage />} />
        <Route path={SITE_PATHS.messages} element={member(<MessagesPage phoneBreakpoint={MOBILE_MENU_BREAKPOINT} />)} />
        <Route path={SITE_PATHS.support} element={member(<SupportPage />)} />
        <Route path={SITE_PATHS.premium} element={withQueries(<PremiumPage />)} />
        <Route path={SITE_PATHS.receipt} element={member(<ReceiptPage />)} />
        <Route path={SITE_PATHS.about} element={<AboutPage />} />
        <Route path={SITE_PATHS.terms} element={<TermsPage />} />
        <Route path={SITE_PATHS.privacy} element={<PrivacyPage />} />
        <Route path={SITE_PATHS.refund} element={<RefundPage />} />
        <Route path={SITE_PATHS.contact} element={<ContactPage />} />
        <Route path={SITE_PATHS.help} element={<HelpPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
