import { Button, Group, Text } from '@mantine/core';

interface UndoToast {
  /** One toast per member and action: a second one replaces the first. */
  id: string;
  message: string;
  undoLabel: string;
  onUndo: () => void;
}

/** A toast that says what was just done, with Undo (loaded with the first one, as lib/notify.ts does). */
export async function showUndoToast({ id, message, undoLabel, onUndo }: UndoToast) {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({
    id,
    color: 'gray',
    autoClose: 10_000,
    message: (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm" c="gray.9">
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}
