import { Trans } from '@lingui/react';

/** Guidance such as how the match score reads preferences; its Latin example (`<0>`) keeps its order in any script. */
export function HintText({ id }: { id: string }) {
  return <Trans id={id} components={{ 0: <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }} /> }} />;
}
