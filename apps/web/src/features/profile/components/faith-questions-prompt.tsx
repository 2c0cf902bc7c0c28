import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { unansweredFaithFields } from '@mithaq/contracts/completeness';
import { IconListCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useMe } from '../../../lib/current-member';

/** The own profile with the Religious section open for editing (pages/profile-page.tsx `?edit=`). */
const ANSWER_PATH = '/profile?edit=religious#religious';

/**
 * Asks a member who left faith questions unanswered to answer them: members are matched on them, and
 * the wizard's Religious step is complete with sect and madhab alone
 * (docs/decisions/0064-finding-the-right-person.md "Completeness"). The dashboard loads it after its
 * first download; its texts are in the `member` catalog the dashboard already reads, so a drawn
 * dashboard shows it from the first paint.
 */
export function FaithQuestionsPrompt() {
  const { data: member } = useMe();
  const titleId = useId();
  const t = useT();
  const count = member ? unansweredFaithFields(member).length : 0;
  if (count === 0) return null;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md" mb="lg">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" color="emerald" visibleFrom="xs">
          <IconListCheck size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={4} align="flex-start" style={{ flex: 1 }}>
          <Text id={titleId} fw={700}>
            {t('member.faith.title')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('member.faith.body', { count })}
          </Text>
          <Button component={Link} to={ANSWER_PATH} size="sm" mt={6}>
            {t('member.faith.action')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
