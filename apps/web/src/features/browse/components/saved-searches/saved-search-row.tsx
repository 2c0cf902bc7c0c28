import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { SavedSearch } from '@mithaq/contracts/saved-searches';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isolate } from '../../../../i18n/bidi';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';
import { useDeleteSavedSearch } from '../../api/delete-saved-search';
import { useUpdateSavedSearch } from '../../api/update-saved-search';
import { nameProblem, SearchFields, type SearchFieldValues } from './search-fields';

interface SavedSearchRowProps {
  search: SavedSearch;
  /** Whether All Profiles shows this search now. */
  isShowing: boolean;
  onApply: (search: SavedSearch) => void;
  /** After a delete, where focus goes (the row is gone). */
  onDeleted: () => void;
}

/**
 * One saved search: its name, its alerts and how many new members fit it since the last alert; Show results,
 * Edit (name and alerts, in place) and Delete (asked once more, in place). Each button names the search for
 * screen readers, after its own visible words (WCAG 2.5.3 "Label in Name").
 */
export function SavedSearchRow({ search, isShowing, onApply, onDeleted }: SavedSearchRowProps) {
  const t = useT();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // The button a closed form or question gives focus back to, once the row's buttons are drawn again.
  const [returnTo, setReturnTo] = useState<'edit' | 'delete' | null>(null);
  useEffect(() => {
    if (mode !== 'view' || returnTo === null) return;
    (returnTo === 'edit' ? editButton : deleteButton).current?.focus();
    setReturnTo(null);
  }, [mode, returnTo]);
  const name = isolate(search.name);
  const back = (to: 'edit' | 'delete') => {
    setReturnTo(to);
    setMode('view');
  };

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      style={{ listStyle: 'none' }}
      bg={isShowing ? 'emerald.0' : 'white'}
    >
      {mode === 'edit' ? (
        <EditSearch search={search} onDone={() => back('edit')} />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {search.name}
              </Text>
              <Text size="sm" c="gray.7">
                {t('searches.item.alerts', { alerts: search.alerts })}
              </Text>
            </Stack>
            {search.newSinceAlert > 0 && (
              <Badge color="gold.8" tt="none" style={{ flexShrink: 0 }}>
                <span aria-hidden>{t('searches.item.new', { count: search.newSinceAlert })}</span>
                <span className="visually-hidden">{t('searches.item.newLabel', { count: search.newSinceAlert })}</span>
              </Badge>
            )}
          </Group>
          {mode === 'delete' ? (
            <ConfirmDelete search={search} onKeep={() => back('delete')} onDeleted={onDeleted} />
          ) : (
            <Group gap="xs">
              <Button size="xs" onClick={() => onApply(search)} aria-label={t('searches.item.applyLabel', { name })}>
                {t('searches.item.apply')}
              </Button>
              <Button
                ref={editButton}
                size="xs"
                variant="default"
                onClick={() => setMode('edit')}
                aria-label={t('searches.item.editLabel', { name })}
              >
                {t('searches.item.edit')}
              </Button>
              <Button
                ref={deleteButton}
                size="xs"
                variant="subtle"
                color="red"
                c="red.9"
                onClick={() => setMode('delete')}
                aria-label={t('searches.item.deleteLabel', { name })}
              >
                {t('searches.item.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** The row's name and alerts as a form; saving or cancelling returns to the row. */
function EditSearch({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const t = useT();
  const update = useUpdateSavedSearch();
  const [value, setValue] = useState<SearchFieldValues>({ name: search.name, alerts: search.alerts });
  const [nameError, setNameError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(value.name);
    setNameError(problem);
    if (problem) return;
    const name = value.name.trim();
    const changes = {
      ...(name !== search.name ? { name } : {}),
      ...(value.alerts !== search.alerts ? { alerts: value.alerts } : {}),
    };
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(
      { id: search.id, ...changes },
      {
        onSuccess: () => {
          notifySuccess(t('searches.edit.saved', { name: isolate(name) }));
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('searches.edit.legend', { name: isolate(search.name) })}>
      <Stack gap="sm">
        <SearchFields value={value} onChange={setValue} nameError={nameError} disabled={update.isPending} focusName />
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error, t('searches.edit.failed'))}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={update.isPending}>
            {t('searches.edit.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onDone} disabled={update.isPending}>
            {t('searches.edit.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Delete “Sunni, Hyderabad”? Its alerts stop too.", with Keep it focused first. */
function ConfirmDelete({
  search,
  onKeep,
  onDeleted,
}: {
  search: SavedSearch;
  onKeep: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const remove = useDeleteSavedSearch();
  const name = isolate(search.name);
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => keepButton.current?.focus(), []);
  const confirm = () =>
    remove.mutate(search.id, {
      onSuccess: () => {
        notifySuccess(t('searches.delete.done', { name }));
        onDeleted();
      },
    });
  return (
    <Stack gap="xs" role="group" aria-label={t('searches.delete.confirm', { name })}>
      <Text size="sm" fw={600}>
        {t('searches.delete.confirm', { name })}
      </Text>
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(remove.error, t('searches.delete.failed'))}
        </Alert>
      )}
      <Group gap="xs">
        <Button size="xs" color="red.9" onClick={confirm} loading={remove.isPending}>
          {t('searches.delete.yes')}
        </Button>
        <Button ref={keepButton} size="xs" variant="default" onClick={onKeep} disabled={remove.isPending}>
          {t('searches.delete.no')}
        </Button>
      </Group>
    </Stack>
  );
}
