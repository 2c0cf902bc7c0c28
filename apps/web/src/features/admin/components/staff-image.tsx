import { AspectRatio, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchStaffFile } from '../api/admin-request';

/** One side of a comparison: a caption under a 3:4 frame, so both sides line up. */
export function ImageSide({ caption, children }: { caption: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap={4} component="figure" m={0} style={{ minWidth: 0 }}>
      <AspectRatio ratio={3 / 4} style={{ borderRadius: 8, overflow: 'hidden' }} bg="gray.1">
        {children}
      </AspectRatio>
      <Text component="figcaption" fz="xs" fw={600} c="gray.8" ta="center">
        {caption}
      </Text>
    </Stack>
  );
}

/** A short text in place of an image (erased, restricted, failed to open). */
export function NoImage({ text, isError = false }: { text: string; isError?: boolean }) {
  return (
    <Center p="xs">
      <Text fz="xs" c={isError ? 'red.9' : 'gray.8'} ta="center">
        {text}
      </Text>
    </Center>
  );
}

/**
 * A file only staff may open (a selfie, a known scam image), fetched with the staff token and kept as
 * a blob address while shown.
 */
export function StaffImage({
  path,
  alt,
  loadingLabel,
  failedText,
}: {
  path: string;
  alt: string;
  loadingLabel: string;
  failedText: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchStaffFile(path)
      .then((res) => res.blob())
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setSrc(url);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  if (failed) return <NoImage text={failedText} isError />;
  if (!src) {
    return (
      <Center>
        <Loader size="sm" color="emerald.8" aria-label={loadingLabel} />
      </Center>
    );
  }
  return <Image src={src} alt={alt} fit="cover" />;
}
