import { Trans } from '@lingui/react';
import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@mithaq/contracts/reports';
import { useState } from 'react';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { errorMessage } from '../lib/api-client';
import { useCreateReport, useReloadAfterBlock } from '../lib/reports/create-report';

interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  member: { _id: string; fullName: string | null };
  /** Messages of the conversation the member may attach (a thread passes its own). */
  messageIds?: string[];
}

/**
 * Report a member (docs/decisions/0014-safety-and-member-rights.md): a reason from the fixed list, an optional note,
 * and the offer to block in the same step. The reported member never learns who reported them.
 */
export function ReportDialog({ opened, onClose, member, messageIds = [] }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [block, setBlock] = useState(false);
  const [attach, setAttach] = useState(true);
  const report = useCreateReport();
  const reloadAfterBlock = useReloadAfterBlock();
  const t = useT();
  const format = useFormat();
  // The member's own name in its own direction (<bdi>), inside a sentence of the reader's language.
  const name = member.fullName ? <bdi>{member.fullName}</bdi> : t('member.report.thisMember');
  const attachCount = Math.min(messageIds.length, 10);
  const close = () => {
    if (report.data?.blocked) void reloadAfterBlock();
    report.reset();
    setReason(null);
    setNote('');
    setBlock(false);
    onClose();
  };
  const submit = () => {
    if (!reason) return;
    report.mutate({
      userId: member._id,
      reason,
      note: note.trim() || undefined,
      messageIds: attach ? messageIds.slice(-10) : undefined,
      block,
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Trans id="member.report.title" values={{ name }} />}
      centered
      closeButtonProps={{ 'aria-label': t('member.report.close') }}
    >
      {report.isSuccess ? (
        <Stack gap="md">
          <Alert color="emerald" role="status">
            <Text c="emerald.9">{report.data.message}</Text>
            {report.data.blocked ? (
              <Text c="emerald.9">
                <Trans id="member.report.blocked" values={{ name }} />
              </Text>
            ) : null}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('member.report.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Radio.Group
            label={t('member.report.reasonLabel')}
            value={reason}
            onChange={(v) => setReason(v as ReportReason)}
            required
          >
            <Stack gap={8} mt={6}>
              {REPORT_REASONS.map((r) => (
                <Radio key={r} value={r} label={t(`member.report.reason.${r}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('member.report.noteLabel')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={REPORT_NOTE_MAX}
            minRows={3}
            description={`${format.number(note.length)} / ${format.number(REPORT_NOTE_MAX)}`}
          />
          {messageIds.length > 0 ? (
            <Checkbox
              checked={attach}
              onChange={(e) => setAttach(e.currentTarget.checked)}
              label={t('member.report.attach', { count: attachCount })}
            />
          ) : null}
          <Checkbox
            checked={block}
            onChange={(e) => setBlock(e.currentTarget.checked)}
            label={<Trans id="member.report.alsoBlock" values={{ name }} />}
          />
          {report.isError ? (
            <Text role="alert" c="red.9" fz="sm">
              {errorMessage(report.error, t('member.report.failed'))}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="subtle" color="dark" onClick={close}>
              {t('member.report.cancel')}
            </Button>
            <Button color="red.9" onClick={submit} disabled={!reason} loading={report.isPending}>
              {t('member.report.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
