import { PREFIXED_LOCALES, type PublicPagePath, parseLocalizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { isSitePath, SITE_PATHS } from '@mithaq/contracts/site-paths';
import { lazy, type ReactNode, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { activateLocale, withCatalogs } from '../i18n/i18n';
import { addressLocale } from '../i18n/member-locale';
import type { Namespace } from '../i18n/namespaces';
import { useLocale } from '../i18n/use-t';
import { PublicOnly, preloadDataLayer, RequireMember, WithQueries } from './guards';
import { AppLayout } from './layout/app-layout';
import { MOBILE_MENU_BREAKPOINT } from './layout/top-nav';
import { PAGE_NAMESPACES } from './page-namespaces';

// Every page is its own chunk, so a phone downloads only the page it opens (the budgets in bench/bundle/budget.ts).
// biome-ignore lint/suspicious/noExplicitAny: props vary per page; each page checks its own
type PageModule<K extends string> = Record<K, React.ComponentType<any>>;
const named = <K extends string>(loader: () => Promise<PageModule<K>>, name: K, namespaces: readonly Namespace[]) =>
  lazy(() => withCatalogs(loader, namespaces).then((m) => ({ default: m[name] })));

/** Pages only members, staff and guardians open load through app/member-pages.ts (see there why). */
const memberPages = () => import('./member-pages');

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
  resetPassword: () => memberPages().then((m) => m.MEMBER_PAGES.resetPassword()),
  premium: () => import('../features/premium/pages/premium-page'),
  receipt: () => memberPages().then((m) => m.MEMBER_PAGES.receipt()),
  dashboard: () => import('./dashboard-loader').then((m) => m.loadDashboardPage()),
  profile: () => memberPages().then((m) => m.MEMBER_PAGES.profile()),
  notifications: () => memberPages().then((m) => m.MEMBER_PAGES.notifications()),
  verification: () => memberPages().then((m) => m.MEMBER_PAGES.verification()),
  admin: () => memberPages().then((m) => m.MEMBER_PAGES.admin()),
  support: () => memberPages().then((m) => m.MEMBER_PAGES.support()),
  settings: () => memberPages().then((m) => m.MEMBER_PAGES.settings()),
  visitors: () => memberPages().then((m) => m.MEMBER_PAGES.visitors()),
  goodbye: () => memberPages().then((m) => m.MEMBER_PAGES.goodbye()),
  messages: () => memberPages().then((m) => m.MEMBER_PAGES.messages()),
  guardian: () => memberPages().then((m) => m.MEMBER_PAGES.guardian()),
  notFound: () => import('./not-found-page'),
};

const LandingPage = named(pages.landing, 'LandingPage', PAGE_NAMESPACES.landing);
const AboutPage = named(pages.about, 'AboutPage', PAGE_NAMESPACES.about);
const TermsPage = named(pages.terms, 'TermsPage', PAGE_NAMESPACES.terms);
const PrivacyPage = named(pages.privacy, 'PrivacyPage', PAGE_NAMESPACES.privacy);
const RefundPage = named(pages.refund, 'RefundPage', PAGE_NAMESPACES.refund);
const ContactPage = named(pages.contact, 'ContactPage', PAGE_NAMESPACES.contact);
const HelpPage = named(pages.help, 'HelpPage', PAGE_NAMESPACES.help);
const LoginPage = named(pages.login, 'LoginPage', PAGE_NAMESPACES.login);
const RegisterPage = named(pages.register, 'RegisterPage', PAGE_NAMESPACES.register);
const ForgotPasswordPage = named(pages.forgotPassword, 'ForgotPasswordPage', PAGE_NAMESPACES.forgotPassword);
const ResetPasswordPage = named(pages.resetPassword, 'ResetPasswordPage', PAGE_NAMESPACES.resetPassword);
const PremiumPage = named(pages.premium, 'PremiumPage', PAGE_NAMESPACES.premium);
const ReceiptPage = named(pages.receipt, 'ReceiptPage', PAGE_NAMESPACES.receipt);
const DashboardPage = named(pages.dashboard, 'DashboardPage', PAGE_NAMESPACES.dashboard);
const ProfilePage = named(pages.profile, 'ProfilePage', PAGE_NAMESPACES.profile);
const NotificationsPage = named(pages.notifications, 'NotificationsPage', PAGE_NAMESPACES.notifications);
const VerificationPage = named(pages.verification, 'VerificationPage', PAGE_NAMESPACES.verification);
const AdminPage = named(pages.admin, 'AdminPage', PAGE_NAMESPACES.admin);
const SupportPage = named(pages.support, 'SupportPage', PAGE_NAMESPACES.support);
const SettingsPage = named(pages.settings, 'SettingsPage', PAGE_NAMESPACES.settings);
const VisitorsPage = named(pages.visitors, 'VisitorsPage', PAGE_NAMESPACES.visitors);
const GoodbyePage = named(pages.goodbye, 'GoodbyePage', PAGE_NAMESPACES.goodbye);
const MessagesPage = named(pages.messages, 'MessagesPage', PAGE_NAMESPACES.messages);
const GuardianPage = named(pages.guardian, 'GuardianPage', PAGE_NAMESPACES.guardian);
const NotFoundPage = named(pages.notFound, 'NotFoundPage', PAGE_NAMESPACES.notFound);

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
  [SITE_PATHS.visitors]: { load: pages.visitors, queries: true },
  [SITE_PATHS.goodbye]: { load: pages.goodbye, queries: false },
  [SITE_PATHS.messages]: { load: pages.messages, queries: true },
  [SITE_PATHS.guardian]: { load: pages.guardian, queries: true },
};

/**
 * Starts fetching the page at `pathname` and what wraps it before React asks for them, so they come
 * in parallel rather than one after another (main.tsx calls this before the first render).
 */
export function preloadPage(pathname: string, signedIn: boolean) {
  const page =
    PAGES_BY_PATH[parseLocalizedPath(pathname)?.page ?? pathname] ??
    (pathname.startsWith('/premium/receipt/') ? { load: pages.receipt, queries: true } : null) ??
    (isSitePath(pathname) ? null : { load: pages.notFound, queries: false });
  if (page) void page.load();
  if (page?.queries || signedIn) preloadDataLayer(signedIn);
}

const member = (element: ReactNode) => <RequireMember>{element}</RequireMember>;
const withQueries = (element: ReactNode) => <WithQueries>{element}</WithQueries>;

/**
 * A public page is in the language its address names (`/ur/about`): arriving at it from a page in
 * another language switches the app (the language menu switches first, then moves).
 */
function LocaleFromAddress({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const wanted = addressLocale(pathname);
  const locale = useLocale();
  useEffect(() => {
    if (wanted && wanted !== locale) void activateLocale(wanted);
  }, [wanted, locale]);
  return <>{children}</>;
}

/** The public pages, prerendered and routed once per language: `/about`, `/hi/about`, `/ur/about`... */
const PUBLIC_PAGES: Record<PublicPagePath, ReactNode> = {
  [SITE_PATHS.home]: <LandingPage />,
  [SITE_PATHS.about]: <AboutPage />,
  [SITE_PATHS.terms]: <TermsPage />,
  [SITE_PATHS.privacy]: <PrivacyPage />,
  [SITE_PATHS.refund]: <RefundPage />,
  [SITE_PATHS.contact]: <ContactPage />,
  [SITE_PATHS.help]: <HelpPage />,
  [SITE_PATHS.premium]: withQueries(<PremiumPage />),
  [SITE_PATHS.login]: <PublicOnly>{withQueries(<LoginPage />)}</PublicOnly>,
  [SITE_PATHS.register]: <PublicOnly>{withQueries(<RegisterPage />)}</PublicOnly>,
  // Not PublicOnly: a member still signed in somewhere may have forgotten the password.
  [SITE_PATHS.forgotPassword]: withQueries(<ForgotPasswordPage />),
};

const LOCALE_PREFIXES = ['', ...PREFIXED_LOCALES.map((locale) => `/${locale}`)];

function publicPageRoutes() {
  return LOCALE_PREFIXES.flatMap((prefix) =>
    Object.entries(PUBLIC_PAGES).map(([page, element]) => (
      <Route
        key={`${prefix}${page}`}
        path={page === SITE_PATHS.home ? prefix || SITE_PATHS.home : `${prefix}${page}`}
        element={<LocaleFromAddress>{element}</LocaleFromAddress>}
      />
    )),
  );
}

/** The whole site's routes, rendered by the browser router and, for public pages, by the prerenderer. */
export function AppRoutes() {
  return (
    <Routes>
      {/* The staff console has its own frame: no member navigation (spec section 2, hidden on /admin). */}
      <Route path={SITE_PATHS.admin} element={withQueries(<AdminPage />)} />
      {/* A guardian's read-only view: its own frame and session, no member navigation. */}
      <Route path={SITE_PATHS.guardian} element={withQueries(<GuardianPage />)} />
      <Route element={<AppLayout />}>
        {publicPageRoutes()}
        <Route path={SITE_PATHS.resetPassword} element={withQueries(<ResetPasswordPage />)} />
        <Route path={SITE_PATHS.dashboard} element={member(<DashboardPage />)} />
        <Route path={SITE_PATHS.profile} element={member(<ProfilePage />)} />
        <Route path={SITE_PATHS.visitors} element={member(<VisitorsPage />)} />
        <Route path={SITE_PATHS.verification} element={member(<VerificationPage />)} />
        <Route path={SITE_PATHS.notifications} element={member(<NotificationsPage />)} />
        <Route path={SITE_PATHS.settings} element={member(<SettingsPage />)} />
        <Route path={SITE_PATHS.goodbye} element={<GoodbyePage />} />
        <Route path={SITE_PATHS.messages} element={member(<MessagesPage phoneBreakpoint={MOBILE_MENU_BREAKPOINT} />)} />
        <Route path={SITE_PATHS.support} element={member(<SupportPage />)} />
        <Route path={SITE_PATHS.receipt} element={member(<ReceiptPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
