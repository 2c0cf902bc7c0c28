import '../../../../app/styles/mantine-app';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { isolate } from '../../../../i18n/bidi';
import { useT } from '../../../../i18n/use-t';
import { errorMessage } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';
import { useCreateSavedSearch } from '../../api/create-saved-search';
import { nameProblem, SearchFields, type SearchFieldValues } from './search-fields';

interface SaveSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The search to save, as its address holds it (saved-search-query.ts). */
  query: string;
}

/** "Save this search": a name and the alerts, daily unless the member chooses otherwise (the contracts' default). */
export function SaveSearchDialog({ opened, onClose, query }: SaveSearchDialogProps) {
  const t = useT();
  const create = useCreateSavedSearch();
  const [value, setValue] = useState<SearchFieldValues>({ name: '', alerts: 'daily' });
  const [nameError, setNameError] = useState<string | null>(null);

  const close = () => {
    create.reset();
    setNameError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(value.name);
    setNameError(problem);
    if (problem) return;
    const name = value.name.trim();
    create.mutate(
      { name, query, alerts: value.alerts },
      {
        onSuccess: () => {
          notifySuccess(t('searches.save.saved', { name: isolate(name) }));
          setValue({ name: '', alerts: 'daily' });
          close();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('searches.save.title')}
      closeButtonProps={{ 'aria-label': t('searches.list.close') }}
      radius="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SearchFields
            value={value}
            onChange={(next) => {
              setValue(next);
              if (nameError) setNameError(nameProblem(next.name));
            }}
            nameError={nameError}
            disabled={create.isPending}
          />
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(create.error, t('searches.save.failed'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('searches.save.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('searches.save.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
