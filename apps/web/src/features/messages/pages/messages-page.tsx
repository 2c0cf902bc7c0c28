import '../../../app/styles/mantine-app';
import { Box, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useMe } from '../../../lib/current-member';
import { usePhoneLayout } from '../../../lib/drawn-layout';
import { useInbox } from '../api/get-inbox';
import type { IN_APP } from '../components/conversation-item';
import { ConversationList, NoConversations } from '../components/conversation-list';
import classes from '../components/messages.module.css';
import { PremiumPrompt } from '../components/premium-prompt';
import { ThreadPanel } from '../components/thread-panel';

interface MessagesPageProps {
  /** Below this width (px) the inbox and the thread are two screens; the app passes its menu breakpoint. */
  phoneBreakpoint: number;
}

/** The page's heading stays for screen readers when a phone gives the screen to the thread. */
const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const hrefFor = (userId: string) => `/messages?${new URLSearchParams({ user: userId })}`;

/**
 * /messages, optionally ?user={id} (spec section 2 "Messages"). Wide screens show the inbox and the
 * thread side by side; phones show the inbox, then the chosen thread with a Back button.
 */
export function MessagesPage({ phoneBreakpoint }: MessagesPageProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('user');
  const isPhone = usePhoneLayout(`(max-width: ${phoneBreakpoint - 0.02}px)`);
  const inbox = useInbox();
  const me = useMe().data;
  const viewerId = me?._id ?? null;
  const canRead = me?.membershipTier === 'premium';
  // Spec section 2: free members get the premium prompt above their (blurred) conversations.
  const prompt = me && !canRead ? <PremiumPrompt /> : null;
  const summary = inbox.data?.conversations.find((c) => c.user._id === selectedId);
  const location = useLocation();
  const navigate = useNavigate();
  const cameFromInbox = (location.state as typeof IN_APP | null)?.fromInbox === true;
  // Back returns to the inbox: through history when the inbox opened this thread, else in place.
  const back = useCallback(
    () => (cameFromInbox ? navigate(-1) : setParams({}, { replace: true })),
    [cameFromInbox, navigate, setParams],
  );

  const list = (
    <ConversationList
      inbox={inbox}
      viewerId={viewerId}
      canRead={canRead}
      selectedId={selectedId}
      hrefFor={hrefFor}
      replace={!isPhone}
      isPhone={isPhone}
    />
  );
  const thread = selectedId ? (
    <ThreadPanel
      key={selectedId}
      userId={selectedId}
      viewerId={viewerId}
      summary={summary}
      isPhone={isPhone}
      onBack={isPhone ? back : undefined}
    />
  ) : null;

  if (isPhone) {
    return thread ? (
      <div className={classes.phoneThread}>
        <h1 style={VISUALLY_HIDDEN}>{t('messages.title')}</h1>
        {thread}
      </div>
    ) : (
      <Stack gap={0} bg="white" mih="calc(100dvh - 64px)">
        <Title order={1} fz={24} px="md" pt="md" pb="xs">
          {t('messages.title')}
        </Title>
        {prompt && (
          <Box px="md" pb="sm">
            {prompt}
          </Box>
        )}
        {list}
      </Stack>
    );
  }

  const isEmpty = inbox.isSuccess && inbox.data.conversations.length === 0 && !selectedId;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} fz={28}>
            {t('messages.title')}
          </Title>
          <Text c="gray.7">{t('messages.subtitle')}</Text>
        </div>
        {prompt}
        {isEmpty ? (
          <div className={`${classes.panel} ${classes.panelEmpty}`}>
            <NoConversations />
          </div>
        ) : (
          <div className={classes.panel}>
            {list}
            {thread ?? <SelectConversation />}
          </div>
        )}
      </Stack>
    </Container>
  );
}

/** Wide screens with no thread chosen yet (spec section 2). */
function SelectConversation() {
  const t = useT();
  return (
    <Stack align="center" justify="center" gap="xs" ta="center" p="xl" bg="#fbf7f0">
      <ThemeIcon size={64} radius="xl" variant="light" color="emerald" aria-hidden>
        <IconMessages size={34} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {t('messages.select.title')}
      </Title>
      <Text c="gray.7" maw={360}>
        {t('messages.select.body')}
      </Text>
    </Stack>
  );
}
