import { incompleteSteps } from '@mithaq/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMe } from '../../../lib/current-member';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

// Loaded only when it opens, so the wizard's form code stays out of every other page's first load.
const ProfileWizard = lazy(() => import('./wizard/profile-wizard').then((m) => ({ default: m.ProfileWizard })));

const LAUNCH_PATH = '/dashboard';

function wasShown(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.wizardShown) === '1';
  } catch {
    return false;
  }
}

function markShown() {
  try {
    sessionStorage.setItem(STORAGE_KEYS.wizardShown, '1');
  } catch {
    // Storage unavailable (private mode): the wizard may then open again on the next visit.
  }
}

function DashboardWizard() {
  const { data: member } = useMe();
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!member || opened || wasShown() || incompleteSteps(member).length === 0) return;
    markShown();
    setOpened(true);
  }, [member, opened]);

  if (!member || !opened) return null;
  return (
    <Suspense fallback={null}>
      <ProfileWizard member={member} opened onClose={() => setOpened(false)} />
    </Suspense>
  );
}

/**
 * Opens the profile-completion wizard on the browse screen when the member's profile is incomplete,
 * at most once per browser session (docs/decisions.md "Wizard"; the spec leaves when it opens open).
 */
export function ProfileWizardLauncher() {
  const { pathname } = useLocation();
  if (pathname !== LAUNCH_PATH) return null;
  return <DashboardWizard />;
}
