import { isWizardPromptDue } from '@mithaq/contracts/completeness';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { withCatalogs } from '../../../i18n/i18n';
import { useMe } from '../../../lib/current-member';
import { useClaimWizardPrompt } from '../api/claim-wizard-prompt';

// Loaded only when it opens, with its texts, so the wizard's code and catalog stay out of every other page's first load.
const ProfileWizard = /* @__PURE__ */ lazy(() =>
  withCatalogs(() => import('./wizard/profile-wizard'), ['profile', 'options']).then((m) => ({
    default: m.ProfileWizard,
  })),
);

const LAUNCH_PATH = '/dashboard';

function DashboardWizard() {
  const { data: member } = useMe();
  const { mutate: claimPrompt } = useClaimWizardPrompt();
  const [opened, setOpened] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (!member || asked.current || !isWizardPromptDue(member, new Date())) return;
    asked.current = true;
    claimPrompt(undefined, { onSuccess: (prompt) => setOpened(prompt.opens) });
  }, [member, claimPrompt]);

  if (!member || !opened) return null;
  return (
    <Suspense fallback={null}>
      <ProfileWizard member={member} opened onClose={() => setOpened(false)} />
    </Suspense>
  );
}

/**
 * Opens the profile-completion wizard on the browse screen when the member's profile is incomplete,
 * at most once a week whichever device they use: the server records each time it opens by itself
 * (docs/decisions/0008-profile-view-and-wizard-web.md; the spec leaves when it opens open).
 */
export function ProfileWizardLauncher() {
  const { pathname } = useLocation();
  if (pathname !== LAUNCH_PATH) return null;
  return <DashboardWizard />;
}
