import { Button, Skeleton, Stack } from '@mantine/core';
import { QueryError } from '../../../../components/list-states';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';
import { usePhotoViews } from '../../api/get-photo-views';
import { ListSection, MemberRow } from './member-row';

/** Who was shown her clear photo and when (once a day each, 90 days), newest first. */
export function PhotoViewsLog() {
  const t = useT();
  const format = useFormat();
  const views = usePhotoViews();
  if (views.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('settings.photoPrivacy.views.loading')}>
        <Skeleton height={44} radius="md" />
        <Skeleton height={44} radius="md" />
      </Stack>
    );
  }
  if (views.isError) return <QueryError query={views} fallback={t('settings.photoPrivacy.views.loadFailed')} />;
  const items = views.data.pages.flatMap((p) => p.items);
  return (
    <ListSection
      id="photo-views-title"
      title={t('settings.photoPrivacy.views.title')}
      empty={items.length === 0 ? t('settings.photoPrivacy.views.empty') : null}
    >
      {items.map((v) => (
        <MemberRow key={`${v.member._id}-${v.viewedAt}`} member={v.member} detail={format.dateTime(v.viewedAt)} />
      ))}
      {views.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          mt="xs"
          loading={views.isFetchingNextPage}
          onClick={() => void views.fetchNextPage()}
        >
          {t('settings.photoPrivacy.views.loadMore')}
        </Button>
      ) : null}
    </ListSection>
  );
}
