import { Alert, Anchor, Badge, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { type GovtId, VERIFICATION_MESSAGES } from '@mithaq/contracts';
import { IconFileUpload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { useUploadId } from '../api/verification-api';
import { idStatusColor } from '../lib/contact-rules';
import { CardMessage, VerificationCard } from './verification-parts';

const STATUS_LABEL: Record<GovtId['status'], string> = {
  pending: 'Pending review',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** Fetches the member's own document with their session and opens it in a new tab. */
async function openOwnDocument(path: string) {
  const res = await apiFetch(path);
  const url = URL.createObjectURL(await res.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Spec section 2 "Government ID": type, status colour, picker for images and PDF, two upload buttons, the document. */
export function IdCard({ govtId }: { govtId: GovtId | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const upload = useUploadId();
  const locked = govtId?.status === 'verified';

  const send = (idType: 'Aadhar' | 'PAN') => {
    if (!file) return setMessage({ error: VERIFICATION_MESSAGES.selectFile });
    upload.mutate(
      { file, idType },
      {
        onSuccess: () => {
          setFile(null);
          setMessage({ success: `${idType === 'Aadhar' ? 'Aadhaar' : 'PAN'} uploaded. Our team will review it soon.` });
        },
        onError: (e) => setMessage({ error: errorMessage(e, VERIFICATION_MESSAGES.uploadIdFailed) }),
      },
    );
  };

  return (
    <VerificationCard
      title="Government ID"
      titleId="verify-id-title"
      status={
        <Badge color={idStatusColor(govtId?.status)} variant="filled">
          {govtId ? STATUS_LABEL[govtId.status] : 'Not submitted'}
        </Badge>
      }
    >
      <Text fz="sm" c="gray.9">
        ID type: <strong>{govtId?.idType ?? 'Not submitted'}</strong>
        {govtId?.notes ? ` · Reviewer's note: ${govtId.notes}` : ''}
      </Text>
      <Alert color="gold" variant="light" radius="md" icon={<IconInfoCircle size={18} />} p="sm">
        <Text fz="sm" c="#1f2a27">
          {VERIFICATION_MESSAGES.aadhaarMasking} Your document is encrypted and seen only by our verification team.
        </Text>
      </Alert>
      {locked ? (
        <Text fz="sm" c="gray.8">
          Your ID is verified. Contact support if it needs to change.
        </Text>
      ) : (
        <Stack gap="sm">
          <FileInput
            label="ID document (image or PDF, up to 10 MB)"
            placeholder="Choose a file"
            accept="image/*,application/pdf"
            value={file}
            onChange={setFile}
            clearable
            leftSection={<IconFileUpload size={18} aria-hidden />}
            // Mantine's placeholder grey is 2:1 on white; WCAG AA asks 4.5:1.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          />
          <Group gap="sm">
            <Button
              onClick={() => send('Aadhar')}
              loading={upload.isPending && upload.variables?.idType === 'Aadhar'}
              disabled={upload.isPending}
            >
              Upload Aadhar
            </Button>
            <Button
              onClick={() => send('PAN')}
              variant="light"
              loading={upload.isPending && upload.variables?.idType === 'PAN'}
              disabled={upload.isPending}
            >
              Upload PAN
            </Button>
          </Group>
        </Stack>
      )}
      {govtId?.fileRef ? (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          underline="always"
          ta="left"
          onClick={() =>
            openOwnDocument(govtId.fileRef ?? '').catch((e) =>
              setMessage({ error: errorMessage(e, VERIFICATION_MESSAGES.noDocument) }),
            )
          }
        >
          View submitted document
        </Anchor>
      ) : null}
      <CardMessage {...message} />
    </VerificationCard>
  );
}
