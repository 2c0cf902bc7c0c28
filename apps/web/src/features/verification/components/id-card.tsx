import { Trans } from '@lingui/react';
import { Alert, Anchor, Badge, Button, FileInput, NativeSelect, Stack, Text } from '@mantine/core';
import type { GovtId } from '@mithaq/contracts/admin';
import { GOVT_ID_TYPES, type GovtIdType } from '@mithaq/contracts/options';
import { IconFileUpload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { useUploadId } from '../api/verification-api';
import { idStatusColor, type VerificationMessageKey } from '../lib/contact-rules';
import { CardMessage, type CardMessageProps, VerificationCard } from './verification-parts';

/** Fetches the member's own document with their session and opens it in a new tab. */
async function openOwnDocument(path: string) {
  const res = await apiFetch(path);
  const url = URL.createObjectURL(await res.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Spec section 2 "Government ID": type, status colour, picker for images and PDF, the upload, the
 * document. The spec's Aadhaar and PAN buttons became one choice of document, for members outside
 * India too (docs/decisions/0056-identity-documents-beyond-india.md); the button still names it.
 */
export function IdCard({ govtId }: { govtId: GovtId | null }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [idType, setIdType] = useState<GovtIdType | ''>(govtId?.idType ?? '');
  const typeName = (type: GovtIdType) => t(`options.govtIdType.${type}`);
  const [message, setMessage] = useState<CardMessageProps>({});
  const upload = useUploadId();
  const locked = govtId?.status === 'verified';
  const text = (key: VerificationMessageKey) => t(`verification.message.${key}`);
  const notSubmitted = t('verification.id.notSubmitted');

  const send = () => {
    if (!idType) return setMessage({ error: t('verification.id.chooseType') });
    if (!file) return setMessage({ error: text('selectFile') });
    upload.mutate(
      { file, idType },
      {
        onSuccess: () => {
          setFile(null);
          setMessage({ success: t('verification.id.uploadedType', { type: typeName(idType) }) });
        },
        onError: (e) => setMessage({ error: errorMessage(e, text('uploadIdFailed')) }),
      },
    );
  };

  return (
    <VerificationCard
      title={t('verification.id.title')}
      titleId="verify-id-title"
      status={
        <Badge color={idStatusColor(govtId?.status)} variant="filled">
          {govtId ? t(`verification.id.status.${govtId.status}`) : notSubmitted}
        </Badge>
      }
    >
      <Text fz="sm" c="gray.9">
        <Trans
          id="verification.id.type"
          values={{ idType: govtId ? typeName(govtId.idType) : notSubmitted }}
          components={{ 0: <strong /> }}
        />
        {govtId?.notes ? (
          <>
            {' · '}
            <Trans id="verification.id.reviewerNote" values={{ note: govtId.notes }} components={{ 0: <bdi /> }} />
          </>
        ) : null}
      </Text>
      <Alert color="gold" variant="light" radius="md" icon={<IconInfoCircle size={18} />} p="sm">
        <Text fz="sm" c="#1f2a27">
          {idType === 'Aadhar' ? `${text('aadhaarMasking')} ` : null}
          {t('verification.id.encrypted')}
        </Text>
      </Alert>
      {locked ? (
        <Text fz="sm" c="gray.8">
          {t('verification.id.locked')}
        </Text>
      ) : (
        <Stack gap="sm">
          <NativeSelect
            label={t('verification.id.typeLabel')}
            value={idType}
            onChange={(e) => setIdType(e.currentTarget.value as GovtIdType | '')}
            data={[
              { value: '', label: t('verification.id.typePlaceholder'), disabled: true },
              ...GOVT_ID_TYPES.map((type) => ({ value: type, label: typeName(type) })),
            ]}
          />
          <FileInput
            label={t('verification.id.fileLabel')}
            placeholder={t('verification.id.filePlaceholder')}
            accept="image/*,application/pdf"
            value={file}
            onChange={setFile}
            clearable
            leftSection={<IconFileUpload size={18} aria-hidden />}
            // Mantine's placeholder grey is 2:1 on white; WCAG AA asks 4.5:1.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          />
          <Button onClick={send} loading={upload.isPending} w={{ base: '100%', xs: 'fit-content' }}>
            {idType ? t('verification.id.uploadType', { type: typeName(idType) }) : t('verification.id.upload')}
          </Button>
        </Stack>
      )}
      {govtId?.fileRef ? (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          underline="always"
          ta="start"
          onClick={() =>
            openOwnDocument(govtId.fileRef ?? '').catch((e) =>
              setMessage({ error: errorMessage(e, text('noDocument')) }),
            )
          }
        >
          {t('verification.id.viewDocument')}
        </Anchor>
      ) : null}
      <CardMessage {...message} />
    </VerificationCard>
  );
}
