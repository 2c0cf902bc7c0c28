import '../../../../app/styles/mantine-app';
import { Modal, Stack, Text } from '@mantine/core';
import type { SavedSearch } from '@mithaq/contracts/saved-searches';
import { IconBookmarks } from '@tabler/icons-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ListEmpty, LoadingState, QueryError } from '../../../../components/list-states';
import { useT } from '../../../../i18n/use-t';
import { useSavedSearches } from '../../api/get-saved-searches';
import { isShowing, savedSearchAddress } from '../../saved-search-query';
import { SavedSearchRow } from './saved-search-row';

interface SavedSearchesDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The member's saved searches (docs/decisions/0065-coming-back.md "Saved searches"), the one All Profiles shows
 * marked: each applied, edited or deleted from its row. Loading, failed and empty states of its own.
 */
export function SavedSearchesDialog({ opened, onClose }: SavedSearchesDialogProps) {
  const t = useT();
  const list = useSavedSearches();
  const [params, setParams] = useSearchParams();
  const countRef = useRef<HTMLParagraphElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // A deleted row's buttons are gone: focus goes to the count above the list, or to the list's place once empty.
  const afterDelete = () => requestAnimationFrame(() => (countRef.current ?? bodyRef.current)?.focus());
  const apply = (search: SavedSearch) => {
    setParams(savedSearchAddress(search.query), { preventScrollReset: true });
    onClose();
  };

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState py={24} label={t('searches.list.loading')} />;
  else if (list.isError) body = <QueryError query={list} fallback={t('searches.list.failed')} />;
  else if (list.data.searches.length === 0) {
    body = (
      <ListEmpty
        icon={<IconBookmarks size={28} />}
        title={t('searches.list.empty.title')}
        description={t('searches.list.empty.body')}
      />
    );
  } else {
    const { searches, max } = list.data;
    body = (
      <Stack gap="sm">
        <Text ref={countRef} size="sm" c="gray.7" tabIndex={-1}>
          {t('searches.list.count', { count: searches.length, max })}
        </Text>
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('searches.list.title')}>
          {searches.map((search) => (
            <SavedSearchRow
              key={search.id}
              search={search}
              isShowing={isShowing(params, search.query)}
              onApply={apply}
              onDeleted={afterDelete}
            />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('searches.list.title')}
      closeButtonProps={{ 'aria-label': t('searches.list.close') }}
      radius="md"
    >
      <div ref={bodyRef} tabIndex={-1} style={{ outline: 'none' }}>
        {body}
      </div>
    </Modal>
  );
}
