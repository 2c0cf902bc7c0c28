import '../../../app/styles/mantine-app';
import { Stack } from '@mantine/core';
import { GUARDIAN_LINK_USED } from '@mithaq/contracts/guardians';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/list-states';
import { useChangeLocale } from '../../../i18n/use-change-locale';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useGuardianMe } from '../api/get-guardian-me';
import { useOpenGuardianSession } from '../api/open-guardian-session';
import { useSignOutGuardian } from '../api/sign-out-guardian';
import { GuardianFrame } from '../components/guardian-frame';
import { GuardianConversations, GuardianMatches } from '../components/guardian-lists';
import { GuardianOverview } from '../components/guardian-overview';
import { LinkAlreadyUsed, OpenYourLink, UnsubscribeFromDailyEmail } from '../components/link-states';
import { ReadOnlyThread } from '../components/read-only-thread';
import { useGuardianToken } from '../lib/guardian-session';
import { type LinkFragment, readLinkFragment } from '../lib/link-fragment';

/**
 * Opens the emailed link once: a session in exchange for its token, then the address without it. A link
 * already used leaves the address too; a session this browser holds goes on.
 */
function useOpenLink(fragment: LinkFragment) {
  const open = useOpenGuardianSession();
  const navigate = useNavigate();
  const changeLocale = useChangeLocale();
  const token = fragment?.kind === 'open' ? fragment.token : null;
  const [tried, setTried] = useState<string | null>(null);
  useEffect(() => {
    if (!token || tried === token) return;
    setTried(token);
    open.mutate(token, {
      onSuccess: (session) => {
        // The view speaks the guardian's language (the member's when they were invited).
        void changeLocale(session.me.locale);
        navigate({ hash: '' }, { replace: true });
      },
      onError: () => navigate({ hash: '' }, { replace: true }),
    });
  }, [token, tried, open, navigate, changeLocale]);
  return open;
}

const isLinkUsed = (error: unknown) => error instanceof ApiError && error.code === GUARDIAN_LINK_USED;

/**
 * Route /guardian: a member's guardian reads, never writes (docs/decisions/0031-guardian-wali-with-consent.md). Its own
 * frame and session; the emailed link opens it, the daily email's link unsubscribes.
 */
export function GuardianPage() {
  const t = useT();
  const { hash } = useLocation();
  const [params] = useSearchParams();
  const fragment = readLinkFragment(hash);
  const opening = useOpenLink(fragment);
  const token = useGuardianToken();
  const me = useGuardianMe(token);
  const signOut = useSignOutGuardian();
  const conversation = params.get('conversation');

  if (fragment?.kind === 'unsubscribe') {
    return (
      <GuardianFrame>
        <UnsubscribeFromDailyEmail token={fragment.token} />
      </GuardianFrame>
    );
  }
  if (opening.isPending || (fragment?.kind === 'open' && opening.isIdle)) {
    return (
      <GuardianFrame>
        <LoadingState label={t('guardian.link.opening')} />
      </GuardianFrame>
    );
  }
  if ((!token || me.isError) && isLinkUsed(opening.error)) {
    return (
      <GuardianFrame>
        <LinkAlreadyUsed />
      </GuardianFrame>
    );
  }
  if (!token || me.isError) {
    const failure = opening.error ?? me.error;
    return (
      <GuardianFrame>
        <OpenYourLink reason={failure ? errorMessage(failure, t('guardian.link.failed')) : undefined} />
      </GuardianFrame>
    );
  }
  if (me.isPending) {
    return (
      <GuardianFrame>
        <LoadingState label={t('guardian.link.opening')} />
      </GuardianFrame>
    );
  }
  return (
    <GuardianFrame onSignOut={() => signOut.mutate()} isSigningOut={signOut.isPending}>
      {conversation ? (
        <ReadOnlyThread userId={conversation} />
      ) : (
        <Stack gap="lg">
          <GuardianOverview me={me.data} />
          <GuardianConversations />
          <GuardianMatches />
        </Stack>
      )}
    </GuardianFrame>
  );
}
