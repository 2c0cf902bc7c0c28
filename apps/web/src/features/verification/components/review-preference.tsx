import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateReviewPreferences } from '../api/update-review-preferences';
import { CardMessage, type CardMessageProps } from './verification-parts';

/**
 * Who reviews the member's selfie and ID: any of our staff, or women staff only. Offered to every
 * member (docs/decisions/0033-selfie-verification.md).
 */
export function ReviewPreference({ womenReviewersOnly }: { womenReviewersOnly: boolean }) {
  const t = useT();
  const save = useUpdateReviewPreferences();
  const [message, setMessage] = useState<CardMessageProps>({});
  const checked = save.isPending && save.variables ? save.variables.womenReviewersOnly : womenReviewersOnly;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="review-pref-title">
      <Stack gap="sm">
        <Title order={2} id="review-pref-title" fz="lg" c="emerald.9">
          {t('verification.reviewers.title')}
        </Title>
        <Switch
          checked={checked}
          disabled={save.isPending}
          onChange={(e) => {
            const next = e.currentTarget.checked;
            setMessage({});
            save.mutate(
              { womenReviewersOnly: next },
              {
                onSuccess: () =>
                  setMessage({
                    success: t(next ? 'verification.reviewers.savedOn' : 'verification.reviewers.savedOff'),
                  }),
                onError: (err) => setMessage({ error: errorMessage(err, t('verification.reviewers.saveFailed')) }),
              },
            );
          }}
          label={t('verification.reviewers.label')}
          description={t('verification.reviewers.description')}
          color="emerald.8"
          styles={{ description: { color: 'var(--mantine-color-gray-8)' } }}
        />
        <Text fz="xs" c="gray.8">
          {t('verification.reviewers.note')}
        </Text>
        <CardMessage {...message} />
      </Stack>
    </Card>
  );
}
