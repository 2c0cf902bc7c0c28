import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { SAVED_SEARCH_MESSAGES } from '@mithaq/contracts/saved-searches';
import { IconBookmarkPlus, IconBookmarks } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { translateErrorText } from '../../../../i18n/error-text';
import { useT } from '../../../../i18n/use-t';
import { useSavedSearches } from '../../api/get-saved-searches';
import type { FilterForm } from '../../filters';
import { savedQueryOf } from '../../saved-search-query';
import { useSavedSearchLink } from './use-saved-search-link';

// The dialogs (a modal, a form, radio buttons) load on their first opening.
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));
const SavedSearchesDialog = lazy(() =>
  import('./saved-searches-dialog').then((m) => ({ default: m.SavedSearchesDialog })),
);

/** Side by side where they fit, else each a row of its own, full width (a 390 px phone in English). */
const GROWS = { flex: '1 1 auto' };

/**
 * At the top of All Profiles' filters (docs/decisions/0065-coming-back.md "Saved searches"): Saved searches, with
 * how many have new members, and Save this search, which says first why it cannot (no filter set, or the most
 * searches kept already). Applies the saved search an alert's link names (use-saved-search-link.ts).
 */
export function SavedSearchesBar({ form }: { form: FilterForm }) {
  const t = useT();
  const hintId = useId();
  const newCountId = useId();
  const list = useSavedSearches();
  const missing = useSavedSearchLink(list.data);
  const [opened, setOpened] = useState<'list' | 'save' | null>(null);
  // Each dialog's code loads on its first opening and then stays, so that it can animate closed.
  const [loaded, setLoaded] = useState({ list: false, save: false });
  const [hint, setHint] = useState<string | null>(null);
  const [savedQuery, setSavedQuery] = useState('');
  const withNew = list.data?.searches.filter((s) => s.newSinceAlert > 0).length ?? 0;

  const open = (dialog: 'list' | 'save') => {
    setLoaded((was) => ({ ...was, [dialog]: true }));
    setOpened(dialog);
  };
  const save = () => {
    const query = savedQueryOf(form);
    const isFull = list.data !== undefined && list.data.searches.length >= list.data.max;
    const problem = query === null ? SAVED_SEARCH_MESSAGES.emptySearch : isFull ? SAVED_SEARCH_MESSAGES.tooMany : null;
    setHint(problem && translateErrorText(problem));
    if (query === null || problem) return;
    setSavedQuery(query);
    open('save');
  };

  return (
    <Stack gap="xs" mb="md">
      {missing && (
        <Alert color="gray" variant="light" role="alert">
          {translateErrorText(SAVED_SEARCH_MESSAGES.notFound)}
        </Alert>
      )}
      <Group gap="xs" justify="space-between">
        <Button
          variant="default"
          style={GROWS}
          leftSection={<IconBookmarks size={18} aria-hidden />}
          rightSection={
            withNew > 0 ? (
              <Badge size="sm" color="gold.8" circle aria-hidden>
                {withNew}
              </Badge>
            ) : null
          }
          aria-haspopup="dialog"
          aria-describedby={withNew > 0 ? newCountId : undefined}
          onClick={() => open('list')}
        >
          {t('searches.menu.button')}
        </Button>
        {withNew > 0 && (
          <span id={newCountId} className="visually-hidden">
            {t('searches.menu.newCount', { count: withNew })}
          </span>
        )}
        <Button
          variant="light"
          style={GROWS}
          leftSection={<IconBookmarkPlus size={18} aria-hidden />}
          aria-haspopup="dialog"
          aria-describedby={hint ? hintId : undefined}
          onClick={save}
        >
          {t('searches.save.button')}
        </Button>
      </Group>
      {hint && (
        <Text id={hintId} size="sm" c="gray.8" role="status">
          {hint}
        </Text>
      )}
      <Suspense fallback={null}>
        {loaded.save && (
          <SaveSearchDialog opened={opened === 'save'} onClose={() => setOpened(null)} query={savedQuery} />
        )}
        {loaded.list && <SavedSearchesDialog opened={opened === 'list'} onClose={() => setOpened(null)} />}
      </Suspense>
    </Stack>
  );
}
